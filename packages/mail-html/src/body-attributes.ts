import { LINK_COLOR_PROPERTY } from './mail-markers';

const COLOR_ATTRIBUTES = [
  ['bgcolor', 'background-color'],
  ['text', 'color'],
  ['link', LINK_COLOR_PROPERTY],
] as const;

/**
 * Turns the presentational attributes of a mail's <body> (bgcolor, text, link, background) into
 * declarations in front of its own style, so that they survive as the style of the div that
 * replaces the body. Colours are kept only as a hex value or a plain colour name.
 */
export function moveBodyAttributesToStyle(body: Element): void {
  const declarations: string[] = [];
  for (const [attribute, property] of COLOR_ATTRIBUTES) {
    const color = legacyColor(body.getAttribute(attribute));
    if (color) declarations.push(`${property}:${color}`);
    body.removeAttribute(attribute);
  }
  const background = body.getAttribute('background');
  // The style filter then decides whether this image may load, as for any other.
  if (background) declarations.push(`background-image:url("${escapeForCssString(background)}")`);
  body.removeAttribute('background');
  const style = body.getAttribute('style');
  if (style) declarations.push(style);
  if (declarations.length > 0) body.setAttribute('style', declarations.join(';'));
}

function legacyColor(value: string | null): string | undefined {
  const color = value?.trim() ?? '';
  // Old mail writes bgcolor="FFFFFF" without the '#'.
  if (/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)) {
    return color.startsWith('#') ? color : `#${color}`;
  }
  return /^[a-z]{3,20}$/i.test(color) ? color : undefined;
}

/** Percent-encodes what could end a CSS string or start an escape in it. */
function escapeForCssString(url: string): string {
  return url.replace(/["'\\\n\r\f]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
