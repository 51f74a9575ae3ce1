import { ABROAD } from '../people';
import type { Person } from '../people';
import type { Script } from './script-types';

/**
 * Conversations with people abroad, written in their language (greetings included) and sent in the
 * charset their mail program uses; the user answers in English.
 */
export const ABROAD_SCRIPTS: readonly { person: Person; script: Script }[] = [
  {
    person: ABROAD.fr,
    script: {
      subject: 'Devis pour l’éclairage du showroom',
      important: true,
      turns: [
        {
          by: 'them',
          text: 'Bonjour,\n\nSuite à notre échange de mardi, je vous envoie le devis révisé pour l’éclairage du showroom. Le montant total s’élève à 4 850 € HT, livraison et pose comprises.\n\nN’hésitez pas à revenir vers moi si vous avez des questions.\n\nBien cordialement,\nJean-Baptiste Moreau\nAtelier Lumière — Paris 11e',
          attach: [
            {
              kind: 'pdf',
              name: 'Devis_Éclairage_Showroom.pdf',
              title: 'Devis n° 2291 - Atelier Lumière',
              lines: [
                'Suspensions laiton (x12) ........ 2 640,00 EUR',
                'Rails et spots LED (x24) ........ 1 560,00 EUR',
                'Pose et livraison ................ 650,00 EUR',
                '',
                'Total HT ........................ 4 850,00 EUR',
              ],
            },
          ],
        },
        {
          by: 'me',
          text: 'Bonjour Jean-Baptiste,\n\nThank you for the revised quote, it looks good. Could you confirm the installation date? We would prefer a morning.\n\nBest regards,\nDemo',
        },
        {
          by: 'them',
          text: 'Bonjour,\n\nC’est noté : l’installation est prévue jeudi matin, entre 9 h et 12 h. Mon équipe arrivera avec tout le matériel.\n\nCordialement,\nJ.-B. Moreau',
        },
        { by: 'me', text: 'Merci beaucoup ! See you on Thursday.\n\nDemo' },
      ],
    },
  },
  {
    person: ABROAD.fr,
    script: {
      subject: 'Invitation : vernissage de la collection « Lueurs d’hiver »',
      turns: [
        {
          by: 'them',
          text: 'Bonjour,\n\nNous serions ravis de vous accueillir au vernissage de notre nouvelle collection « Lueurs d’hiver », jeudi prochain à partir de 18 h 30, à l’atelier.\n\nCoupe de champagne et petits fours offerts.\n\nÀ très bientôt,\nJean-Baptiste',
        },
        {
          by: 'me',
          text: 'Hello Jean-Baptiste,\n\nWith pleasure, I will be there with a colleague.\n\nDemo',
        },
      ],
    },
  },
  {
    person: ABROAD.de,
    script: {
      subject: 'Vertragsentwurf: Änderungen in § 4 und Anlage B',
      important: true,
      turns: [
        {
          by: 'them',
          text: 'Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie den überarbeiteten Vertragsentwurf. Die Änderungen betreffen im Wesentlichen § 4 (Haftung) und die Anlage B (Leistungsbeschreibung).\n\nBitte prüfen Sie die Änderungen bis Freitag. Für Rückfragen stehe ich Ihnen gerne zur Verfügung.\n\nMit freundlichen Grüßen\nDr. Katrin Vogel\nVogel & Partner Rechtsanwälte',
          attach: [
            {
              kind: 'docx',
              name: 'Vertragsentwurf_Änderungen.docx',
              title: 'Rahmenvertrag - Entwurf',
              paragraphs: [
                '§ 4 Haftung: Die Haftung ist je Schadensfall auf den Auftragswert begrenzt.',
                'Anlage B: Leistungsbeschreibung, Wartung und Support (Mo.-Fr., 9-17 Uhr).',
              ],
            },
          ],
        },
        {
          by: 'me',
          text: 'Dear Dr. Vogel,\n\nThank you. Our legal team has one comment on § 4: we would like the liability cap to apply per contract year, not per incident. Everything else is fine.\n\nKind regards,\nDemo User',
        },
        {
          by: 'them',
          text: 'Sehr geehrte Damen und Herren,\n\nvielen Dank für Ihre Rückmeldung. Ich habe die Haftungsbegrenzung in § 4 Abs. 2 entsprechend angepasst (pro Vertragsjahr). Die finale Fassung folgt in Kürze zur Unterschrift.\n\nMit freundlichen Grüßen\nKatrin Vogel',
        },
      ],
    },
  },
  {
    person: ABROAD.de,
    script: {
      subject: 'Rechnung Nr. 2024-117',
      turns: [
        {
          by: 'them',
          text: 'Sehr geehrte Damen und Herren,\n\nanbei übersenden wir Ihnen unsere Rechnung für die Beratungsleistungen im vergangenen Monat. Zahlbar innerhalb von 14 Tagen ohne Abzug.\n\nMit freundlichen Grüßen\nKatrin Vogel',
          attach: [
            {
              kind: 'pdf',
              name: 'Rechnung_2024-117_Büro.pdf',
              title: 'Rechnung Nr. 2024-117',
              lines: [
                'Vogel & Partner Rechtsanwälte',
                'Beratung Vertragswesen, 6,5 Std. a 180,00 EUR ..... 1.170,00 EUR',
                'zzgl. 19 % USt. .................................... 222,30 EUR',
                'Gesamtbetrag ..................................... 1.392,30 EUR',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    person: ABROAD.es,
    script: {
      subject: 'Envío retrasado – pedido nº 4471',
      turns: [
        {
          by: 'them',
          text: 'Hola,\n\nLe escribo para informarle de que el envío del pedido nº 4471 se retrasará dos días por una huelga en el puerto de Valencia. La nueva fecha de entrega estimada es el miércoles.\n\nDisculpe las molestias.\n\nUn saludo,\nJavier Ortega Ruiz\nSol Logística',
        },
        {
          by: 'me',
          text: 'Hola Javier,\n\nThanks for letting us know. Wednesday works. Could you send the new tracking number once it is available?\n\nDemo',
        },
        {
          by: 'them',
          text: 'Hola,\n\nPor supuesto: el nuevo número de seguimiento es SL-88213-ES. ¡Gracias por su paciencia!\n\nSaludos,\nJavier',
        },
      ],
    },
  },
  {
    person: ABROAD.es,
    script: {
      subject: '¿Café el jueves?',
      turns: [
        {
          by: 'them',
          text: '¡Hola!\n\nEstaré en tu ciudad el jueves por una feria. ¿Te apetece un café por la tarde? Invito yo.\n\nUn abrazo,\nJavier',
        },
        { by: 'me', text: 'Claro! 4 pm at the café next to the office?\n\nDemo' },
        { by: 'them', text: 'Perfecto, ¡nos vemos allí!\n\nJavier' },
      ],
    },
  },
  {
    person: ABROAD.pt,
    script: {
      subject: 'Orçamento da tradução do manual',
      turns: [
        {
          by: 'them',
          text: 'Olá,\n\nSegue em anexo o orçamento para a tradução do manual do utilizador (cerca de 12 000 palavras) para português europeu. O prazo de entrega é de três semanas.\n\nCom os melhores cumprimentos,\nJoão Pereira',
          attach: [
            {
              kind: 'pdf',
              name: 'Orçamento_Tradução.pdf',
              title: 'Orcamento - traducao do manual',
              lines: ['12 000 palavras x 0,09 EUR = 1 080,00 EUR', 'Prazo: 3 semanas'],
            },
          ],
        },
        {
          by: 'me',
          text: 'Olá João,\n\nThe quote is approved. Please go ahead; the source files are in the shared folder.\n\nObrigado!\nDemo',
        },
        {
          by: 'them',
          text: 'Olá,\n\nRecebido, obrigado. Começo amanhã e envio a primeira parte na próxima semana para revisão.\n\nCumprimentos,\nJoão',
        },
      ],
    },
  },
  {
    person: ABROAD.sv,
    script: {
      subject: 'Skisser till den nya logotypen',
      turns: [
        {
          by: 'them',
          text: 'Hej!\n\nHär kommer tre skisser till den nya logotypen. Jag gillar själv nummer två mest – den är enkel och fungerar bra i små storlekar.\n\nVänliga hälsningar,\nAstrid',
          attach: [{ kind: 'screenshot', name: 'logotyp-skisser.png' }],
        },
        {
          by: 'me',
          text: 'Hej Astrid,\n\nWe love number two as well. Could you try it in a darker blue?\n\nThanks,\nDemo',
        },
        {
          by: 'them',
          text: 'Hej!\n\nSjälvklart. Här är versionen i mörkblått. Säg till om ni vill ha fler varianter.\n\nHälsningar,\nAstrid',
          attach: [{ kind: 'screenshot', name: 'logotyp-mörkblå.png' }],
        },
      ],
    },
  },
  {
    person: ABROAD.ru,
    script: {
      subject: 'Отчёт по интеграции API',
      important: true,
      turns: [
        {
          by: 'them',
          text: 'Добрый день!\n\nВысылаю отчёт по интеграции API за прошедшую неделю. Основные результаты: все тесты проходят, среднее время ответа снизилось до 120 мс, осталось исправить две ошибки в модуле авторизации.\n\nС уважением,\nДмитрий Смирнов\nСибТех',
          attach: [
            {
              kind: 'text',
              name: 'Отчёт_интеграция_API.txt',
              text: 'Отчёт по интеграции API\n\nТесты: 412 из 412\nСреднее время ответа: 120 мс\nОткрытые ошибки: 2 (авторизация)\n',
            },
          ],
        },
        {
          by: 'me',
          text: 'Hi Dmitry,\n\nGreat progress, thank you! When do you expect the two authorization bugs to be fixed?\n\nBest,\nDemo',
        },
        {
          by: 'them',
          text: 'Добрый день!\n\nОбе ошибки исправим до пятницы. Отправлю обновлённую версию сразу после проверки.\n\nДмитрий',
        },
      ],
    },
  },
  {
    person: ABROAD.ru,
    script: {
      subject: 'Встреча в пятницу',
      turns: [
        {
          by: 'them',
          text: 'Здравствуйте!\n\nПредлагаю провести встречу в пятницу в 11:00 по Москве, чтобы обсудить следующий этап проекта. Вам удобно?\n\nДмитрий',
        },
        { by: 'me', text: 'Hi Dmitry,\n\nFriday 11:00 Moscow time works for me.\n\nDemo' },
      ],
    },
  },
  {
    person: ABROAD.ruUtf8,
    script: {
      subject: 'Фотографии с конференции',
      turns: [
        {
          by: 'them',
          text: 'Привет!\n\nКак обещала, отправляю фотографии с конференции. Твой доклад получился отличным — зал был полный!\n\nОбнимаю,\nОля',
          attach: [{ kind: 'photo', name: 'Фото_с_конференции.jpg' }],
        },
        {
          by: 'me',
          text: 'Olga, thank you! These are great. Hope to see you at the next one.\n\nDemo',
        },
      ],
    },
  },
  {
    person: ABROAD.el,
    script: {
      subject: 'Προσφορά για τον νέο ιστότοπο',
      turns: [
        {
          by: 'them',
          text: 'Καλησπέρα σας,\n\nΣας στέλνω την προσφορά μας για τον σχεδιασμό του νέου ιστότοπου. Περιλαμβάνει σχεδιασμό, ανάπτυξη και έναν χρόνο υποστήριξης.\n\nΜε εκτίμηση,\nΝίκος Παπαδόπουλος\nAegean Studio',
          attach: [
            {
              kind: 'pdf',
              name: 'Προσφορά_Aegean_Studio.pdf',
              title: 'Aegean Studio - Website proposal',
              lines: ['Design: 3 weeks', 'Development: 6 weeks', 'Support: 12 months'],
            },
          ],
        },
        {
          by: 'me',
          text: 'Dear Nikos,\n\nThank you for the offer. We will review it with the team and get back to you next week.\n\nBest regards,\nDemo',
        },
      ],
    },
  },
  {
    person: ABROAD.elUtf8,
    script: {
      subject: 'Καλό ταξίδι!',
      turns: [
        {
          by: 'them',
          text: 'Γεια σου!\n\nΚαλό ταξίδι αύριο! Στείλε μου μήνυμα όταν φτάσεις. Και μην ξεχάσεις να δοκιμάσεις τα γλυκά που σου είπα. 😊\n\nΦιλιά,\nΕλένη',
        },
        {
          by: 'me',
          text: 'Thank you Eleni! Landed safely, and the sweets were as good as promised.\n\nDemo',
        },
      ],
    },
  },
  {
    person: ABROAD.zh,
    script: {
      subject: '关于样品寄送的确认',
      turns: [
        {
          by: 'them',
          text: '您好！\n\n我们已于今天上午将样品通过快递寄出，预计三至五个工作日送达。快递单号：SF1234567890。\n\n如有任何问题，请随时与我联系。\n\n此致\n敬礼\n\n王芳\n华信贸易有限公司',
        },
        {
          by: 'me',
          text: 'Dear Ms Wang,\n\nThank you, we will confirm as soon as the samples arrive.\n\nBest regards,\nDemo',
        },
        { by: 'them', text: '您好！\n\n好的，收到样品后请告诉我们您的意见。谢谢！\n\n王芳' },
      ],
    },
  },
  {
    person: ABROAD.zhUtf8,
    script: {
      subject: '下周会议安排',
      turns: [
        {
          by: 'them',
          text: '你好，\n\n下周三下午两点开项目会议，地点在三楼会议室。请提前准备一下进度报告。\n\n谢谢！\n李伟',
        },
        { by: 'me', text: 'Thanks Li Wei, I will have the progress report ready.\n\nDemo' },
      ],
    },
  },
  {
    person: ABROAD.ja,
    script: {
      subject: '打ち合わせの日程について',
      important: true,
      turns: [
        {
          by: 'them',
          text: 'お世話になっております。京都ラボの田中です。\n\n来週の打ち合わせの日程についてご相談させてください。\n下記の候補日でご都合はいかがでしょうか。\n\n・火曜日 午後二時から\n・木曜日 午前十時から\n\nよろしくお願いいたします。\n\n田中 さくら',
        },
        {
          by: 'me',
          text: 'Dear Tanaka-san,\n\nThursday at 10:00 works well for us. Thank you!\n\nDemo',
        },
        {
          by: 'them',
          text: 'ご返信ありがとうございます。\nそれでは木曜日の午前十時にお待ちしております。\n\n田中',
        },
      ],
    },
  },
  {
    person: ABROAD.ja,
    script: {
      subject: '資料送付のお知らせ',
      turns: [
        {
          by: 'them',
          text: 'お世話になっております。\n\n先日の打ち合わせで使用した資料をお送りいたします。ご確認のほどよろしくお願いいたします。\n\n田中 さくら',
          attach: [
            {
              kind: 'pdf',
              name: '打ち合わせ資料.pdf',
              title: 'Kyoto Labs - meeting notes',
              lines: [
                'Agenda',
                '1. Prototype results',
                '2. Schedule for the pilot',
                '3. Next steps',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    person: ABROAD.jaUtf8,
    script: {
      subject: '東京出張のお土産',
      turns: [
        {
          by: 'them',
          text: 'こんにちは！\n\n東京出張のお土産を送りました。抹茶のお菓子です。気に入ってもらえると嬉しいです。\n\n佐藤 健',
        },
        { by: 'me', text: 'Thank you Ken! The matcha sweets were delicious.\n\nDemo' },
      ],
    },
  },
  {
    person: ABROAD.ar,
    script: {
      subject: 'دعوة لحضور ورشة العمل',
      turns: [
        {
          by: 'them',
          text: 'مرحباً،\n\nيسعدنا دعوتكم لحضور ورشة العمل حول التحول الرقمي يوم الخميس القادم في الساعة العاشرة صباحاً.\n\nنرجو تأكيد الحضور قبل يوم الثلاثاء.\n\nمع أطيب التحيات،\nليلى حداد',
        },
        {
          by: 'me',
          text: 'Dear Layla,\n\nThank you for the invitation. I am pleased to confirm my attendance.\n\nBest regards,\nDemo',
        },
        { by: 'them', text: 'شكراً جزيلاً! سنرسل لكم جدول الأعمال قريباً.\n\nليلى' },
      ],
    },
  },
  {
    person: ABROAD.he,
    script: {
      subject: 'תודה על הפגישה',
      turns: [
        {
          by: 'them',
          text: 'שלום,\n\nתודה רבה על הפגישה היום. מצורף סיכום הנקודות שעליהן דיברנו. אשמח לשמוע אם יש לך הערות.\n\nבברכה,\nנועה כהן',
          attach: [
            {
              kind: 'text',
              name: 'סיכום_פגישה.txt',
              text: 'סיכום פגישה\n\n1. לוח זמנים לפיילוט\n2. תקציב\n3. צעדים הבאים\n',
            },
          ],
        },
        {
          by: 'me',
          text: 'Hi Noa,\n\nThanks for the summary, it is accurate. Talk next week!\n\nDemo',
        },
      ],
    },
  },
];
