"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Check, MessageSquarePlus, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { invalidProps } from "@/components/ui/form-field";
import { FieldError, Input } from "@/components/ui/input";
import { showServerError } from "@/lib/forms/show-server-error";
import { renameConversationSchema } from "@/lib/oracle/schemas";
import { cn } from "@/lib/utils";
import type { ConversationItem } from "./types";

type Props = {
  conversations: ConversationItem[];
  activeId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  /** Renames the conversation; throws the server's refusal. */
  onRename: (id: string, title: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
};

function RenameForm({ conversation, onRename, onDone }: { conversation: ConversationItem; onRename: Props["onRename"]; onDone: () => void }) {
  const form = useForm<z.input<typeof renameConversationSchema>, unknown, z.output<typeof renameConversationSchema>>({
    resolver: zodResolver(renameConversationSchema),
    defaultValues: { title: conversation.title },
  });
  const id = `rename-${conversation.id}`;
  const error = form.formState.errors.title?.message;
  const submit = form.handleSubmit(async ({ title }) => {
    try {
      await onRename(conversation.id, title);
      onDone();
    } catch (refusal) {
      showServerError(form, refusal, (reason) => reason);
    }
  });
  return (
    <form className="flex flex-col gap-1 p-1" onSubmit={submit} noValidate>
      <div className="flex items-center gap-1">
        <Input
          id={id}
          aria-label="Conversation name"
          autoFocus
          maxLength={120}
          onKeyDown={(event) => event.key === "Escape" && onDone()}
          className="h-8"
          {...form.register("title")}
          {...invalidProps(id, error)}
        />
        <Button type="submit" size="icon" variant="ghost" aria-label="Save name" className="size-8" disabled={form.formState.isSubmitting}>
          <Check aria-hidden />
        </Button>
      </div>
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </form>
  );
}

export function ConversationList({ conversations, activeId, onSelect, onNew, onRename, onDelete }: Props) {
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <nav aria-label="Conversations" className="flex flex-col gap-2 border-b border-slate-200 bg-slate-50 p-3 md:border-b-0 md:border-r">
      <Button type="button" onClick={onNew} className="w-full">
        <MessageSquarePlus aria-hidden /> New conversation
      </Button>
      {conversations.length ? (
        <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto md:max-h-none">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              {renaming === conversation.id ? (
                <RenameForm conversation={conversation} onRename={onRename} onDone={() => setRenaming(null)} />
              ) : (
                <div className={cn("flex items-center rounded-md", conversation.id === activeId ? "bg-blue-100" : "hover:bg-slate-100")}>
                  <button
                    type="button"
                    className="min-w-0 flex-1 truncate px-2 py-2 text-left text-sm text-slate-800"
                    aria-current={conversation.id === activeId ? "true" : undefined}
                    onClick={() => onSelect(conversation.id)}
                  >
                    {conversation.title}
                  </button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    aria-label={`Rename ${conversation.title}`}
                    onClick={() => setRenaming(conversation.id)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button type="button" size="icon" variant="ghost" className="size-8" aria-label={`Delete ${conversation.title}`}>
                        <Trash2 aria-hidden />
                      </Button>
                    }
                    title="Delete conversation?"
                    description={`“${conversation.title}” and its messages will be deleted.`}
                    confirmLabel="Delete"
                    onConfirm={() => onDelete(conversation.id)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="px-2 text-sm text-slate-600">No conversations yet.</p>
      )}
    </nav>
  );
}
