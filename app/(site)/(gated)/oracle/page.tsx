import type { Metadata } from "next";
import { getDb } from "@/db/client";
import { OracleApp } from "@/components/oracle/oracle-app";
import { AccessGate } from "@/components/side-apps/access-gate";
import { listConversations } from "@/lib/oracle/conversations";
import { configuredLlm } from "@/lib/oracle/llm-config";
import { warmReaders } from "@/lib/oracle/parse-in-child";
import { loadSideAppPage } from "@/lib/side-apps/access";

export const metadata: Metadata = { title: "Oracle", robots: { index: false } };

export default async function OraclePage() {
  const { user, unlocked } = await loadSideAppPage("oracle");
  if (!unlocked) return <AccessGate app="oracle" />;
  // The file readers start while the page is read, so the first upload does not wait for them.
  warmReaders().catch((error) => console.error("[oracle] the file readers could not be started", error));
  const conversations = await listConversations(getDb(), user.id);
  const llm = configuredLlm();
  return (
    <OracleApp
      initialConversations={conversations.map((conversation) => ({
        id: conversation.id,
        title: conversation.title,
        updatedAt: conversation.updatedAt.toISOString(),
      }))}
      answerMode={
        llm
          ? `Answers are written by ${llm.model} from your files; each sentence cites its passage, and one citing none is marked uncited.`
          : "Answers quote your files word for word, citing file and page; no language model is connected to write them."
      }
    />
  );
}
