/** Attribute put on `cid:` images instead of src (value: the Content-ID); the conversation fills in a blob: URL later. */
export const INLINE_IMAGE_ATTRIBUTE = 'data-mail-cid';

/** Marks an image whose remote source was blocked; the frame shows it as an empty grey box. */
export const BLOCKED_IMAGE_ATTRIBUTE = 'data-mail-blocked';

/** The div that stands in for the mail's <body>. */
export const MAIL_BODY_CLASS = 'mail-body';

/** Carries <body link="…"> on that div; the frame's base styles colour links with it. */
export const LINK_COLOR_PROPERTY = '--mail-link-color';
