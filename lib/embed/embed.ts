/** The message an embedded page sends the page framing it, which the widget script turns into the iframe's height. */
export const EMBED_HEIGHT_MESSAGE = "showbook:height";

/** Paths other sites may frame: the booking widget. Every other page refuses to be framed. */
export const isEmbedPath = (pathname: string) => pathname.startsWith("/embed/");

/**
 * Which sites may frame the embed pages, as a CSP `frame-ancestors` source list:
 * `EMBED_FRAME_ANCESTORS` (space-separated origins), any site when unset.
 */
export const embedFrameAncestors = (setting = process.env.EMBED_FRAME_ANCESTORS) => setting?.trim() || "*";

/** The snippet the agent pastes into their website: the iframe and the script that fits it to its content. */
export function embedSnippet(appUrl: string, slug: string): string {
  return [
    `<iframe src="${appUrl}/embed/book/${slug}" data-showbook-embed title="Book a showing" style="width:100%;border:0;height:900px"></iframe>`,
    `<script src="${appUrl}/embed/widget.js" async></script>`,
  ].join("\n");
}
