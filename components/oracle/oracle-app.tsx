"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { call } from "@/lib/api/call";
import { errorMessage } from "@/lib/api/client";
import type { ChatEvent } from "@/lib/oracle/chat";
import {
  deleteConversationEndpoint,
  deleteOracleFileEndpoint,
  getConversationEndpoint,
  getOracleFileEndpoint,
  listConversationsEndpoint,
  renameConversationEndpoint,
} from "@/lib/oracle/endpoints";
import { readNdjson } from "@/lib/oracle/ndjson";
import { ORACLE_ERROR_REPLY } from "@/lib/oracle/replies";
import { ConversationList } from "./conversation-list";
import { MessageInput } from "./message-input";
import { MessageThread } from "./message-thread";
import type { ConversationItem, PendingFile, ThreadMessage } from "./types";

const POLL_MS = 1000;

export function OracleApp({ initialConversations, answerMode }: { initialConversations: ConversationItem[]; answerMode: string }) {
  const [conversations, setConversations] = useState(initialConversations);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const [conversationFiles, setConversationFiles] = useState<{ id: string; name: string }[]>([]);
  const [attachments, setAttachments] = useState<PendingFile[]>([]);
  const [loading, setLoading] = useState(false);
  const [sending, setSending] = useState(false);
  const selection = useRef(0);
  const uploadCount = useRef(0);
  /** Uploads in flight by their temporary id, to cancel them. */
  const uploads = useRef(new Map<string, AbortController>());
  /** Files cancelled while being read: their polling stops. */
  const cancelled = useRef(new Set<string>());

  async function refreshList() {
    const data = await call(listConversationsEndpoint);
    setConversations(data.conversations);
  }

  async function select(id: string) {
    const ticket = ++selection.current;
    setActiveId(id);
    setLoading(true);
    try {
      const detail = await call(getConversationEndpoint, { params: { id } });
      if (ticket !== selection.current) return;
      setMessages(detail.messages);
      setConversationFiles(detail.files);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      if (ticket === selection.current) setLoading(false);
    }
  }

  /** A new conversation starts empty on the client; it is stored with its first message, so none is left empty. */
  function startNew() {
    selection.current++;
    setActiveId(null);
    setMessages([]);
    setConversationFiles([]);
    setLoading(false);
  }

  /** Renames a conversation; a refusal is thrown for the rename form to show. */
  async function rename(id: string, title: string) {
    const { conversation } = await call(renameConversationEndpoint, { params: { id }, body: { title } });
    setConversations((list) => list.map((item) => (item.id === id ? conversation : item)));
  }

  async function remove(id: string) {
    try {
      await call(deleteConversationEndpoint, { params: { id } });
      setConversations((list) => list.filter((item) => item.id !== id));
      if (id === activeId) {
        setActiveId(null);
        setMessages([]);
        setConversationFiles([]);
      }
      toast.success("Conversation deleted");
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  function updateAttachment(file: PendingFile) {
    setAttachments((list) => list.map((item) => (item.id === file.id ? file : item)));
  }

  async function followParsing(file: PendingFile) {
    let current = file;
    while (current.status === "queued" || current.status === "processing") {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (cancelled.current.has(file.id)) return;
      try {
        current = (await call(getOracleFileEndpoint, { params: { id: file.id } })).file;
      } catch (error) {
        if (!cancelled.current.has(file.id)) toast.error(errorMessage(error));
        return;
      }
      if (cancelled.current.has(file.id)) return;
      updateAttachment(current);
    }
    if (current.status === "failed") toast.error(`${current.name} could not be read: ${current.error ?? "unknown error"}`);
  }

  async function upload(file: File) {
    const localId = `uploading-${++uploadCount.current}`;
    const controller = new AbortController();
    uploads.current.set(localId, controller);
    setAttachments((list) => [...list, { id: localId, name: file.name, type: "", status: "uploading", progress: 0, error: null }]);
    try {
      const form = new FormData();
      form.append("file", file);
      const response = await fetch("/api/oracle/upload", { method: "POST", body: form, signal: controller.signal });
      const data = (await response.json().catch(() => ({}))) as PendingFile & { error?: string };
      if (!response.ok) {
        const reason = data.error ?? `Upload failed (HTTP ${response.status})`;
        setAttachments((list) => list.map((item) => (item.id === localId ? { ...item, status: "failed", error: reason } : item)));
        toast.error(`${file.name} could not be read: ${reason}`);
        return;
      }
      setAttachments((list) => list.map((item) => (item.id === localId ? data : item)));
      if (data.status !== "ready") void followParsing(data);
    } catch (error) {
      if (controller.signal.aborted) return;
      setAttachments((list) => list.map((item) => (item.id === localId ? { ...item, status: "failed", error: errorMessage(error) } : item)));
      toast.error(errorMessage(error));
    } finally {
      uploads.current.delete(localId);
    }
  }

  /** Removes a file from the next message; one still being read is cancelled (and deleted on the server). */
  async function removeAttachment(file: PendingFile) {
    setAttachments((list) => list.filter((item) => item.id !== file.id));
    if (file.status === "uploading") {
      uploads.current.get(file.id)?.abort();
      return;
    }
    if (file.status !== "queued" && file.status !== "processing") return;
    cancelled.current.add(file.id);
    try {
      await call(deleteOracleFileEndpoint, { params: { id: file.id } });
      toast.success(`Stopped reading ${file.name}`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function send(text: string): Promise<boolean> {
    const ready = attachments.filter((file) => file.status === "ready");
    const userId = `pending-user-${Date.now()}`;
    const replyId = `pending-reply-${Date.now()}`;
    const setReply = (change: Partial<ThreadMessage>) =>
      setMessages((list) => list.map((item) => (item.id === replyId ? { ...item, ...change } : item)));
    setSending(true);
    setMessages((list) => [
      ...list,
      { id: userId, role: "user", content: text, attachments: ready.map(({ id, name, type }) => ({ id, name, type })), citations: [] },
      { id: replyId, role: "assistant", content: "", attachments: [], citations: [], state: "streaming" },
    ]);
    try {
      const response = await fetch("/api/oracle/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          message: text,
          files: ready.map(({ id, name, type }) => ({ id, name, type })),
          ...(activeId ? { conversationId: activeId } : {}),
        }),
      });
      if (!response.ok || !response.body) {
        const data = (await response.json().catch(() => ({}))) as { error?: string };
        setMessages((list) => list.filter((item) => item.id !== userId && item.id !== replyId));
        toast.error(data.error ?? ORACLE_ERROR_REPLY);
        return false;
      }
      setAttachments((list) => list.filter((file) => file.status !== "ready"));
      let answer = "";
      for await (const event of readNdjson<ChatEvent>(response.body)) {
        if (event.type === "start") {
          if (!activeId) {
            selection.current++;
            setActiveId(event.conversationId);
          }
          setConversationFiles((list) => [...list, ...ready.filter((file) => !list.some((item) => item.id === file.id))]);
        } else if (event.type === "delta") {
          answer += event.text;
          setReply({ content: answer });
        } else if (event.type === "done") {
          setReply({ ...event.message, state: undefined });
        } else {
          setReply({ content: event.error, state: "error" });
        }
      }
      void refreshList().catch(() => {});
      return true;
    } catch {
      setReply({ content: ORACLE_ERROR_REPLY, state: "error" });
      return true;
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mx-auto grid h-[calc(100dvh-8rem)] min-h-[32rem] w-full max-w-6xl grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)] overflow-hidden border-slate-200 bg-white md:my-4 md:grid-cols-[16rem_minmax(0,1fr)] md:grid-rows-1 md:rounded-lg md:border">
      <ConversationList
        conversations={conversations}
        activeId={activeId}
        onSelect={(id) => void select(id)}
        onNew={startNew}
        onRename={rename}
        onDelete={remove}
      />
      <section aria-label="Conversation" className="flex min-h-0 min-w-0 flex-col bg-slate-50">
        <header className="border-b border-slate-200 bg-white px-4 py-2">
          <h1 className="text-base font-semibold text-slate-900">Oracle</h1>
          <p className="break-words text-xs text-slate-600 [overflow-wrap:anywhere]">
            {answerMode}
            {conversationFiles.length ? ` · Files: ${conversationFiles.map((file) => file.name).join(", ")}` : ""}
          </p>
        </header>
        <MessageThread messages={messages} loading={loading} />
        <MessageInput
          files={attachments}
          sending={sending}
          onSend={send}
          onUpload={(file) => void upload(file)}
          onRemoveFile={(file) => void removeAttachment(file)}
        />
      </section>
    </div>
  );
}
