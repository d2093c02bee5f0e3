export type ComposerKey = { key: string; shiftKey: boolean; isComposing?: boolean };

/**
 * What a key press in the Oracle's message box does: Enter sends, Shift+Enter adds a
 * newline, and Enter while an input method is composing belongs to the input method.
 */
export function composerKeyAction(event: ComposerKey, message: string): "send" | "ignore" | "default" {
  if (event.key !== "Enter" || event.shiftKey || event.isComposing) return "default";
  return message.trim() ? "send" : "ignore";
}
