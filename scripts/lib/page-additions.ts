// What a server or a deployment writes into a built HTML page: the run-time config and the preloads of
// other origins' scripts, which the build cannot know.

export interface ScriptPreload {
  href: string;
  integrity?: string;
}

export const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON as `<script type="application/json" id=…>` at the end of the page's head. */
export function withInlineJson(html: string, id: string, json: string): string {
  // "<" escaped: no "</script>" in the data can end the element.
  const escaped = json.replace(/</g, '\\u003c');
  // A function, so that "$" in the data is not a replacement pattern.
  return html.replace(
    '</head>',
    () => `<script type="application/json" id="${id}">${escaped}</script></head>`,
  );
}

/**
 * Preloads of scripts the page will load, from its head. With an integrity, the preload is CORS like
 * the script Module Federation inserts, so it is reused.
 */
export function withScriptPreloads(html: string, preloads: ScriptPreload[]): string {
  const links = preloads.map(({ href, integrity }) => {
    const pin = integrity
      ? ` integrity="${escapeAttribute(integrity)}" crossorigin="anonymous"`
      : '';
    return `<link rel="preload" as="script" href="${escapeAttribute(href)}"${pin}>`;
  });
  return links.length ? html.replace('</head>', () => `${links.join('')}</head>`) : html;
}
