import type { MailCharset } from './charsets';
import type { Mailbox, WordEncoding } from './mailer-header-encoding';
import type { TransferEncoding } from './transfer-encoders';

/** How one sender's mail program writes messages. */
export interface MailStyle {
  charset: MailCharset;
  words: WordEncoding;
  transfer: TransferEncoding;
  format: 'plain' | 'html' | 'alternative';
  replyPrefix: string;
  /** X-Mailer or User-Agent value, when the program writes one. */
  mailer?: readonly [header: string, value: string];
}

export type Language =
  'en' | 'fr' | 'de' | 'es' | 'pt' | 'sv' | 'ru' | 'el' | 'zh' | 'ja' | 'ar' | 'he';

export interface Person extends Mailbox {
  language: Language;
  style: MailStyle;
  /** Minutes east of UTC of the zone in this person's Date headers; 'local' for the user's zone. */
  utcOffset: number | 'local';
}

const GMAIL: MailStyle = {
  charset: 'utf-8',
  words: 'B',
  transfer: 'quoted-printable',
  format: 'alternative',
  replyPrefix: 'Re: ',
};
const OUTLOOK: MailStyle = {
  charset: 'windows-1252',
  words: 'Q',
  transfer: 'quoted-printable',
  format: 'alternative',
  replyPrefix: 'RE: ',
  mailer: ['X-Mailer', 'Microsoft Outlook 16.0'],
};
const OUTLOOK_GERMAN: MailStyle = { ...OUTLOOK, charset: 'iso-8859-1', replyPrefix: 'AW: ' };
const APPLE_MAIL: MailStyle = {
  charset: 'utf-8',
  words: 'Q',
  transfer: 'quoted-printable',
  format: 'alternative',
  replyPrefix: 'Re: ',
  mailer: ['X-Mailer', 'Apple Mail (2.3826.400.131.1.6)'],
};
const THUNDERBIRD: MailStyle = {
  charset: 'utf-8',
  words: 'B',
  transfer: '8bit',
  format: 'plain',
  replyPrefix: 'Re: ',
  mailer: ['User-Agent', 'Mozilla Thunderbird'],
};
const THUNDERBIRD_LATIN1: MailStyle = {
  ...THUNDERBIRD,
  charset: 'iso-8859-1',
  words: 'Q',
  transfer: 'quoted-printable',
};
const THE_BAT_KOI8: MailStyle = {
  charset: 'koi8-r',
  words: 'B',
  transfer: 'base64',
  format: 'plain',
  replyPrefix: 'Re: ',
  mailer: ['X-Mailer', 'The Bat! (v10.4.5) Professional'],
};
const BECKY_JIS: MailStyle = {
  charset: 'iso-2022-jp',
  words: 'B',
  transfer: '7bit',
  format: 'plain',
  replyPrefix: 'Re: ',
  mailer: ['X-Mailer', 'Becky! ver. 2.81.04'],
};
const FOXMAIL_GB: MailStyle = {
  charset: 'gb2312',
  words: 'B',
  transfer: 'base64',
  format: 'alternative',
  replyPrefix: 'Re: ',
  mailer: ['X-Mailer', 'Foxmail 7.2.25.228[cn]'],
};
const GREEK_PLAIN: MailStyle = {
  charset: 'iso-8859-7',
  words: 'Q',
  transfer: 'quoted-printable',
  format: 'plain',
  replyPrefix: 'Re: ',
};
const HEBREW_HTML: MailStyle = {
  charset: 'windows-1255',
  words: 'B',
  transfer: 'base64',
  format: 'html',
  replyPrefix: 'RE: ',
};
const WEBMAIL_HTML: MailStyle = { ...GMAIL, format: 'html', transfer: 'base64' };
const SWEDISH: MailStyle = { ...APPLE_MAIL, replyPrefix: 'SV: ' };

export const USER: Person = {
  name: 'Demo User',
  email: 'demo@example.com',
  language: 'en',
  style: GMAIL,
  utcOffset: 'local',
};

const person = (
  name: string,
  email: string,
  style: MailStyle,
  utcOffset: number | 'local' = 'local',
  language: Language = 'en',
): Person => ({ name, email, style, utcOffset, language });

/** Colleagues at example.com, writing English from assorted mail programs. */
export const COLLEAGUES: readonly Person[] = [
  person('Priya Raghunathan', 'priya.raghunathan@example.com', GMAIL),
  person('Marcus Feldman', 'marcus.feldman@example.com', OUTLOOK),
  person('Zoë Lefèvre', 'zoe.lefevre@example.com', APPLE_MAIL),
  person('Bjørn Østergaard', 'bjorn.ostergaard@example.com', THUNDERBIRD_LATIN1),
  person('Ana Sofía Martínez', 'ana.martinez@example.com', GMAIL),
  person('Łukasz Wróblewski', 'lukasz.wroblewski@example.com', THUNDERBIRD),
  person('Ngozi Okonkwo', 'ngozi.okonkwo@example.com', GMAIL),
  person("Siobhán O'Connor", 'siobhan.oconnor@example.com', OUTLOOK),
  person('Tomás Ferreira', 'tomas.ferreira@example.com', APPLE_MAIL),
  person('Hannah Schmidt', 'hannah.schmidt@example.com', OUTLOOK_GERMAN),
  person('Kenji Watanabe', 'kenji.watanabe@example.com', GMAIL),
  person('Ravi Menon', 'ravi.menon@example.com', OUTLOOK),
  person('Chloé Dubois', 'chloe.dubois@example.com', APPLE_MAIL),
  person('Mehmet Yılmaz', 'mehmet.yilmaz@example.com', GMAIL),
  person('Nguyễn Thị Lan', 'lan.nguyen@example.com', { ...GMAIL, words: 'Q' }),
  person('Sam Whitaker', 'sam.whitaker@example.com', OUTLOOK),
  person('Olivia Chen', 'olivia.chen@example.com', GMAIL),
];

export const FAMILY_AND_FRIENDS: readonly Person[] = [
  person('Margaret Hughes', 'margaret.hughes@example.net', APPLE_MAIL),
  person('Robert Hughes', 'rob.hughes1958@example.net', OUTLOOK),
  person('Emily Hughes', 'emily.hughes@example.org', GMAIL),
  person('Jake Thornton', 'jake.thornton@example.org', GMAIL),
  person('Aisha Bello', 'aisha.bello@example.net', APPLE_MAIL),
  person('Marco Rossi', 'marco.rossi@example.net', { ...GMAIL, words: 'Q' }, 60),
  person('Daniel Kowalski', 'dan.kowalski@example.org', THUNDERBIRD),
];

/** People abroad writing in their own language and charset. */
export const ABROAD = {
  fr: person('Jean-Baptiste Moreau', 'jb.moreau@lumiere-atelier.example', OUTLOOK, 60, 'fr'),
  de: person('Katrin Vogel', 'k.vogel@vogel-partner.example', OUTLOOK_GERMAN, 60, 'de'),
  es: person('Javier Ortega Ruiz', 'javier.ortega@sol-logistica.example', WEBMAIL_HTML, 60, 'es'),
  pt: person('João Pereira', 'joao.pereira@traduz.example', THUNDERBIRD_LATIN1, 0, 'pt'),
  sv: person('Astrid Lindqvist', 'astrid.lindqvist@fjord-design.example', SWEDISH, 60, 'sv'),
  ru: person('Дмитрий Смирнов', 'd.smirnov@sibtech.example', THE_BAT_KOI8, 420, 'ru'),
  ruUtf8: person('Ольга Кузнецова', 'olga.kuznetsova@post.example', GMAIL, 180, 'ru'),
  el: person('Νίκος Παπαδόπουλος', 'nikos@aegean-studio.example', GREEK_PLAIN, 120, 'el'),
  elUtf8: person('Ελένη Γεωργίου', 'eleni.georgiou@example.org', APPLE_MAIL, 120, 'el'),
  zh: person('王芳', 'wang.fang@huaxin-trade.example', FOXMAIL_GB, 480, 'zh'),
  zhUtf8: person('李伟', 'li.wei@example.org', GMAIL, 480, 'zh'),
  ja: person('田中 さくら', 'sakura.tanaka@kyoto-labs.example', BECKY_JIS, 540, 'ja'),
  jaUtf8: person('佐藤 健', 'ken.sato@example.org', GMAIL, 540, 'ja'),
  ar: person('ليلى حداد', 'layla.haddad@cedar-consult.example', WEBMAIL_HTML, 180, 'ar'),
  he: person('נועה כהן', 'noa.cohen@example.org', HEBREW_HTML, 120, 'he'),
} as const satisfies Record<string, Person>;

/** Senders of bulk and automated mail. */
export const SENDERS = {
  morningBrief: person('The Morning Brief', 'newsletter@morningbrief.example', WEBMAIL_HTML, 0),
  frontendWeekly: person('Frontend Weekly', 'editor@frontendweekly.example', GMAIL, 0),
  atelier: person('Atelier Lumière', 'bonjour@lumiere-atelier.example', OUTLOOK, 60, 'fr'),
  nordicTrails: person('Nordic Trails', 'deals@nordictrails.example', WEBMAIL_HTML, 60),
  afisha: person('Городская афиша', 'news@afisha.example', THE_BAT_KOI8, 180, 'ru'),
  taolego: person('淘乐购', 'promo@taolego.example', FOXMAIL_GB, 480, 'zh'),
  shopwise: person('Shopwise', 'orders@shopwise.example', WEBMAIL_HTML, -300),
  parcelPoint: person('ParcelPoint', 'tracking@parcelpoint.example', GMAIL, 0),
  skylark: person('SkyLark Airways', 'noreply@skylark-air.example', WEBMAIL_HTML, 0),
  harbourHotels: person('Harbour Hotels', 'reservations@harbourhotels.example', GMAIL, 0),
  railConnect: person('Rail Connect', 'tickets@railconnect.example', GMAIL, 60),
  northbank: person('Northbank', 'alerts@northbank.example', WEBMAIL_HTML, 0),
  codehub: person('CodeHub', 'notifications@codehub.example', GMAIL, 0),
  linkfolio: person('Linkfolio', 'notify@linkfolio.example', WEBMAIL_HTML, -480),
  photogram: person('Photogram', 'no-reply@photogram.example', WEBMAIL_HTML, -480),
  streamly: person('Streamly', 'billing@streamly.example', WEBMAIL_HTML, -480),
  cloudbox: person('Cloudbox', 'no-reply@cloudbox.example', GMAIL, -480),
  payroll: person('Example Corp Payroll', 'payroll@example.com', OUTLOOK),
  itDesk: person('IT Service Desk', 'it-help@example.com', OUTLOOK),
} as const satisfies Record<string, Person>;

export const MAILING_LIST: Mailbox = { name: 'atlas-dev', email: 'atlas-dev@lists.example.org' };

/** Senders of junk: only seen in SPAM and TRASH. */
export const SPAMMERS: readonly Person[] = [
  person('Prize Department', 'winner@lucky-draw.example', WEBMAIL_HTML, 0),
  person('Northbank Security', 'security@northbank-verify.example', WEBMAIL_HTML, 0),
  person('Crypto Insider', 'alpha@moonshot-signals.example', WEBMAIL_HTML, 0),
  person('Pharmacy Online', 'sales@cheap-meds.example', WEBMAIL_HTML, 0),
];
