import { tokenizeCss, type CssToken, type CssTokenKind } from './css-tokenizer';
import { isRemote, urlKind } from './url-kind';

// Filters mail CSS (style attributes, <style> text, SVG presentation attributes) so that nothing in
// it loads from the network unless allowed. It works on tokens and keeps or drops whole declarations
// and rules: it never edits inside a value, so it cannot assemble a URL by accident. What it keeps is
// written back from the source text, so filtering its own output changes nothing.

export interface CssPolicy {
  /** The reader allowed remote content: http(s) background images may load. */
  remoteImages: boolean;
  /** When set, only these properties, with plain values (no url(), no function but colours). */
  plainProperties?: ReadonlySet<string>;
}

export interface FilteredCss {
  css: string;
  /** Remote URLs removed, each occurrence once. */
  blockedCount: number;
}

/** Where a URL appears: declarations, an @font-face rule, or an SVG attribute (local refs only). */
type UrlContext = 'style' | 'font' | 'svg-attribute';

const IMAGE_PROPERTIES = new Set(['background', 'background-image']);
/** Behaviours and bindings ran script in old engines. */
const FORBIDDEN_PROPERTIES = new Set(['behavior', '-moz-binding']);
const FORBIDDEN_FUNCTIONS = new Set(['expression']);
const URL_FUNCTIONS = new Set(['url', 'src']);
/** Functions whose string arguments are URLs. */
const IMAGE_FUNCTIONS = new Set([
  'image-set',
  '-webkit-image-set',
  'image',
  'cross-fade',
  '-webkit-cross-fade',
]);
const PLAIN_VALUE_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
/** Rule lists inside these at-rules are filtered like the stylesheet itself. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container', 'layer']);
const KEYFRAMES_AT_RULES = new Set(['keyframes', '-webkit-keyframes']);
const MAX_NESTING = 4;
/**
 * A length in the viewport's height (vh, vmin, vmax, vb and their s/l/d variants): the mail's frame is
 * sized to its content, so such a length grows the frame, which grows the length, without end.
 */
const VIEWPORT_HEIGHT_LENGTH = /^[+-]?(\d*\.)?\d+(e[+-]?\d+)?[sld]?(vh|vb|vmin|vmax)$/i;
/** DOMPurify drops a whole <style> whose text looks like markup; drop just the rule or declaration. */
const MARKUP = /<[/\w!]/;
const CLOSER: Partial<Record<CssTokenKind, CssTokenKind>> = {
  '(': ')',
  function: ')',
  '[': ']',
  '{': '}',
};

export function filterStyleAttribute(style: string, policy: CssPolicy): FilteredCss {
  const { declarations, blockedCount } = filterDeclarations(tokenizeCss(style), 'style', policy);
  return { css: declarations.join(';'), blockedCount };
}

export function filterStylesheet(css: string, policy: CssPolicy): FilteredCss {
  const counter = { blockedCount: 0 };
  const rules = filterRuleList(tokenizeCss(css), 0, policy, counter);
  return { css: rules.join('\n'), blockedCount: counter.blockedCount };
}

/** An SVG attribute such as fill or filter may hold url(#local) only. */
export function filterSvgAttributeValue(value: string): { keep: boolean; blockedCount: number } {
  const tokens = tokenizeCss(value);
  const references = findReferences(tokens);
  const blocked = references.urls.filter((url) => urlKind(url) !== 'fragment');
  const keep = isSound(tokens, references) && !references.opaque && blocked.length === 0;
  return { keep, blockedCount: keep ? 0 : remoteCount(references) };
}

/** The declarations of a style attribute by property (lowercase), values trimmed and lowercased. */
export function inlineDeclarations(style: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of splitTopLevel(tokenizeCss(style))) {
    const declaration = splitDeclaration(trimEnds(part));
    if (declaration)
      declarations.set(declaration.property, text(declaration.value).trim().toLowerCase());
  }
  return declarations;
}

function filterRuleList(
  tokens: CssToken[],
  depth: number,
  policy: CssPolicy,
  counter: { blockedCount: number },
): string[] {
  const rules: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const first = tokens[i]!;
    if (['whitespace', 'comment', 'cdo', 'cdc'].includes(first.kind)) {
      i++;
      continue;
    }
    const atRule = first.kind === 'at-keyword' ? first.value : undefined;
    let j = atRule === undefined ? i : i + 1;
    while (j < tokens.length && tokens[j]!.kind !== '{' && !(atRule && tokens[j]!.kind === ';')) {
      j = componentEnd(tokens, j).end;
    }
    const prelude = tokens.slice(atRule === undefined ? i : i + 1, j);
    let block: CssToken[] | undefined;
    if (tokens[j]?.kind === '{') {
      const { end, closed } = componentEnd(tokens, j);
      block = tokens.slice(j + 1, closed ? end - 1 : end);
      i = end;
    } else i = j + 1;
    const rule =
      atRule === undefined
        ? filterStyleRule(prelude, block, policy, counter)
        : filterAtRule(atRule, prelude, block, depth, policy, counter);
    if (rule) rules.push(rule);
  }
  return rules;
}

function filterStyleRule(
  prelude: CssToken[],
  block: CssToken[] | undefined,
  policy: CssPolicy,
  counter: { blockedCount: number },
): string | undefined {
  if (!block || !isCleanPrelude(prelude)) return undefined;
  const { declarations, blockedCount } = filterDeclarations(block, 'style', policy);
  counter.blockedCount += blockedCount;
  return declarations.length > 0 ? `${preludeText(prelude)}{${declarations.join(';')}}` : undefined;
}

function filterAtRule(
  name: string,
  prelude: CssToken[],
  block: CssToken[] | undefined,
  depth: number,
  policy: CssPolicy,
  counter: { blockedCount: number },
): string | undefined {
  if (name === 'import') {
    counter.blockedCount++;
    return undefined;
  }
  if (!block || !isCleanPrelude(prelude)) return undefined;
  const head = `@${name}${preludeText(prelude) ? ` ${preludeText(prelude)}` : ''}`;
  if (GROUPING_AT_RULES.has(name) || KEYFRAMES_AT_RULES.has(name)) {
    if (depth >= MAX_NESTING) return undefined;
    const rules = filterRuleList(block, depth + 1, policy, counter);
    return rules.length > 0 ? `${head}{${rules.join('\n')}}` : undefined;
  }
  if (name === 'font-face' || name === 'page') {
    const context = name === 'font-face' ? 'font' : 'style';
    const { declarations, blockedCount } = filterDeclarations(block, context, policy);
    counter.blockedCount += blockedCount;
    // A font without a source is no font.
    const useful =
      name === 'page' || declarations.some((declaration) => /^src\s*:/i.test(declaration));
    return useful && declarations.length > 0 ? `${head}{${declarations.join(';')}}` : undefined;
  }
  // @charset, @namespace, @property, @counter-style and the rest: nothing mail needs.
  return undefined;
}

function filterDeclarations(
  tokens: CssToken[],
  context: UrlContext,
  policy: CssPolicy,
): { declarations: string[]; blockedCount: number } {
  const declarations: string[] = [];
  let blockedCount = 0;
  for (const part of splitTopLevel(tokens)) {
    const tokensOfPart = trimEnds(part);
    if (tokensOfPart.length === 0) continue;
    const verdict = judgeDeclaration(tokensOfPart, context, policy);
    blockedCount += verdict.blockedCount;
    if (verdict.keep) declarations.push(text(tokensOfPart));
  }
  return { declarations, blockedCount };
}

function judgeDeclaration(
  tokens: CssToken[],
  context: UrlContext,
  policy: CssPolicy,
): { keep: boolean; blockedCount: number } {
  const references = findReferences(tokens);
  const declaration = splitDeclaration(tokens);
  if (
    !declaration ||
    !isSound(tokens, references) ||
    references.opaque ||
    !propertyAllowed(declaration.property, declaration.value, policy)
  ) {
    return { keep: false, blockedCount: remoteCount(references) };
  }
  const refused = references.urls.filter(
    (url) => !urlAllowed(url, declaration.property, context, policy),
  );
  return {
    keep: refused.length === 0,
    blockedCount: refused.filter((url) => isRemote(urlKind(url))).length,
  };
}

function urlAllowed(url: string, property: string, context: UrlContext, policy: CssPolicy) {
  const kind = urlKind(url);
  if (kind === 'fragment') return true;
  if (kind === 'data-image' || kind === 'data') return context !== 'svg-attribute';
  return (
    context === 'style' && kind === 'web' && policy.remoteImages && IMAGE_PROPERTIES.has(property)
  );
}

function propertyAllowed(property: string, value: CssToken[], policy: CssPolicy): boolean {
  if (FORBIDDEN_PROPERTIES.has(property)) return false;
  if (value.some((token) => token.kind === 'other' && VIEWPORT_HEIGHT_LENGTH.test(token.text))) {
    return false;
  }
  if (!policy.plainProperties) return true;
  return (
    policy.plainProperties.has(property) &&
    value.every(
      (token) =>
        token.kind !== 'url' &&
        (token.kind !== 'function' || PLAIN_VALUE_FUNCTIONS.has(token.value)),
    )
  );
}

interface References {
  /** URLs in url(), src() and the strings of image-set() and its kind. */
  urls: string[];
  /** Something inside url(), src() or image-set() we cannot read: var(), attr(), another function. */
  opaque: boolean;
}

function findReferences(tokens: CssToken[]): References {
  const urls: string[] = [];
  let opaque = false;
  /** For each open block, whether it is a URL-taking function. */
  const open: boolean[] = [];
  let insideUrlFunction = 0;
  for (const token of tokens) {
    if (token.kind === 'url') urls.push(token.value);
    else if (token.kind === 'string' && insideUrlFunction > 0) urls.push(token.value);
    else if (token.kind === 'function') {
      const takesUrl = URL_FUNCTIONS.has(token.value) || IMAGE_FUNCTIONS.has(token.value);
      if (insideUrlFunction > 0 && !takesUrl) opaque = true;
      open.push(takesUrl);
      if (takesUrl) insideUrlFunction++;
    } else if (token.kind === '(' || token.kind === '[' || token.kind === '{') open.push(false);
    else if ((token.kind === ')' || token.kind === ']' || token.kind === '}') && open.pop()) {
      insideUrlFunction--;
    }
  }
  return { urls, opaque };
}

const remoteCount = (references: References) =>
  references.urls.filter((url) => isRemote(urlKind(url))).length + (references.opaque ? 1 : 0);

/**
 * Tokens whose meaning is certain: every string, url and comment closed, no comment inside (it
 * could split or hide a url), no backslash escape outside strings, none in strings when there is a
 * URL, no block, brackets balanced, nothing that looks like markup.
 */
function isSound(tokens: CssToken[], references: References): boolean {
  return (
    tokens.every(
      (token) =>
        token.closed &&
        token.kind !== 'comment' &&
        token.kind !== '{' &&
        token.kind !== '}' &&
        !(token.kind === 'function' && FORBIDDEN_FUNCTIONS.has(token.value)) &&
        !(token.text.includes('\\') && (token.kind !== 'string' || references.urls.length > 0)),
    ) &&
    isBalanced(tokens) &&
    !MARKUP.test(text(tokens))
  );
}

function isCleanPrelude(tokens: CssToken[]): boolean {
  return (
    tokens.every((token) => token.closed && !['{', '}', ';', 'cdo', 'cdc'].includes(token.kind)) &&
    isBalanced(tokens) &&
    !MARKUP.test(text(tokens))
  );
}

function isBalanced(tokens: CssToken[]): boolean {
  const expected: CssTokenKind[] = [];
  for (const token of tokens) {
    const closer = CLOSER[token.kind];
    if (closer) expected.push(closer);
    else if (token.kind === ')' || token.kind === ']' || token.kind === '}') {
      if (expected.pop() !== token.kind) return false;
    }
  }
  return expected.length === 0;
}

/** Where the component value at `start` ends: one token, or a whole block or function. */
function componentEnd(tokens: CssToken[], start: number): { end: number; closed: boolean } {
  const expected: CssTokenKind[] = [];
  let i = start;
  do {
    const kind = tokens[i]!.kind;
    const closer = CLOSER[kind];
    // As in CSS, a closing bracket that does not match the innermost block is an ordinary token.
    if (closer) expected.push(closer);
    else if (kind === expected[expected.length - 1]) expected.pop();
    i++;
  } while (expected.length > 0 && i < tokens.length);
  return { end: i, closed: expected.length === 0 };
}

/** Splits at `;` outside blocks and functions. */
function splitTopLevel(tokens: CssToken[]): CssToken[][] {
  const parts: CssToken[][] = [];
  let start = 0;
  let i = 0;
  while (i < tokens.length) {
    if (tokens[i]!.kind === ';') {
      parts.push(tokens.slice(start, i));
      start = ++i;
    } else i = componentEnd(tokens, i).end;
  }
  parts.push(tokens.slice(start));
  return parts;
}

function splitDeclaration(tokens: CssToken[]): { property: string; value: CssToken[] } | undefined {
  const [name, ...rest] = tokens;
  if (name?.kind !== 'ident') return undefined;
  let colon = 0;
  while (rest[colon]?.kind === 'whitespace') colon++;
  return rest[colon]?.kind === ':'
    ? { property: name.value, value: rest.slice(colon + 1) }
    : undefined;
}

/** Without leading and trailing whitespace and comments. */
function trimEnds(tokens: CssToken[]): CssToken[] {
  const blank = (token: CssToken | undefined) =>
    token?.kind === 'whitespace' || token?.kind === 'comment';
  let start = 0;
  let end = tokens.length;
  while (start < end && blank(tokens[start])) start++;
  while (end > start && blank(tokens[end - 1])) end--;
  return tokens.slice(start, end);
}

const text = (tokens: CssToken[]) => tokens.map((token) => token.text).join('');

/** A selector or at-rule prelude; comments become spaces, which separate tokens just as they did. */
const preludeText = (tokens: CssToken[]) =>
  tokens
    .map((token) => (token.kind === 'comment' ? ' ' : token.text))
    .join('')
    .trim();
