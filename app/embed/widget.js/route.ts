import { EMBED_HEIGHT_MESSAGE } from "@/lib/embed/embed";

/**
 * The script the agent's website loads next to the iframe: it sizes each Showbook iframe
 * (`data-showbook-embed`) to the height its page reports, trusting messages from this origin only.
 */
const WIDGET = `(function () {
  var origin = new URL(document.currentScript.src).origin;
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || !event.data || event.data.type !== ${JSON.stringify(EMBED_HEIGHT_MESSAGE)}) return;
    var frames = document.querySelectorAll("iframe[data-showbook-embed]");
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) frames[i].style.height = Number(event.data.height) + "px";
    }
  });
})();
`;

export const dynamic = "force-static";

export function GET() {
  return new Response(WIDGET, {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
