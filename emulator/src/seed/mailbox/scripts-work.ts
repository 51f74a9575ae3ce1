import { LABEL_PROJECT } from './user-labels';
import type { Script } from './script-types';

/** Conversations with colleagues, most with the user answering. */
export const WORK_SCRIPTS: readonly Script[] = [
  {
    subject: 'Q3 roadmap draft for review',
    important: true,
    labels: [LABEL_PROJECT],
    cc: true,
    turns: [
      {
        by: 'them',
        text: "I've put together a first draft of the Q3 roadmap. The big items are the search rewrite, offline mode and the billing migration.\n\nCould you have a look before {weekday}? I'd like to send it to leadership by the end of the week.",
        attach: [
          {
            kind: 'pdf',
            name: 'Q3-roadmap-draft.pdf',
            title: 'Q3 roadmap (draft)',
            lines: [
              '1. Search rewrite: new index, typo tolerance, 2x faster queries',
              '2. Offline mode: read and compose without a connection',
              '3. Billing migration: move the last 12% of accounts',
              '4. Accessibility audit fixes (WCAG 2.2 AA)',
              '',
              'Risks: billing depends on the payments team; offline mode needs a storage quota review.',
            ],
          },
        ],
      },
      {
        by: 'me',
        text: 'Thanks, this reads well. Two thoughts:\n\n- I would move the accessibility fixes up; they are small and we promised them last quarter.\n- Offline mode feels like two quarters of work. Can we split it into read-only first?\n\nHappy to talk it through.',
      },
      {
        by: 'other',
        text: 'Agree on splitting offline mode. Read-only first gets us most of the value and none of the sync conflicts.',
      },
      {
        by: 'them',
        text: 'Good points, both. Updated version attached: accessibility is now item 2 and offline mode is read-only for Q3.',
        attach: [
          {
            kind: 'pdf',
            name: 'Q3-roadmap-v2.pdf',
            title: 'Q3 roadmap (v2)',
            lines: [
              '1. Search rewrite',
              '2. Accessibility audit fixes (WCAG 2.2 AA)',
              '3. Offline mode, read-only',
              '4. Billing migration',
            ],
          },
        ],
      },
      { by: 'me', text: 'Looks great. Ship it! 🚀' },
    ],
  },
  {
    subject: 'Can you review my PR before the release cut?',
    labels: [LABEL_PROJECT],
    turns: [
      {
        by: 'them',
        text: 'The retry-with-jitter change for the sync client is up for review. It is small (about 120 lines) but touches the request queue, so I would like a second pair of eyes before we cut the release on {weekday}.',
      },
      {
        by: 'me',
        text: 'Looking now. One question: do we honour Retry-After when the server sends it, or always use the backoff?',
      },
      {
        by: 'them',
        text: 'We honour Retry-After first and fall back to exponential backoff with full jitter. I added a test for both paths.',
      },
      { by: 'me', text: 'Perfect, approved. Nice work.' },
    ],
  },
  {
    subject: 'Offsite agenda',
    cc: true,
    turns: [
      {
        by: 'them',
        text: "Here's the proposed agenda for the team offsite. Morning is strategy, afternoon is a hands-on session, then dinner at 7.\n\nLet me know if I missed anything important.",
        attach: [
          {
            kind: 'docx',
            name: 'Offsite-agenda.docx',
            title: 'Team offsite agenda',
            paragraphs: [
              '09:30 Welcome and coffee',
              '10:00 Where we are: metrics and customer feedback',
              '11:30 Strategy discussion: the next twelve months',
              '13:00 Lunch',
              '14:00 Hands-on: prototyping in small groups',
              '16:30 Demos',
              '19:00 Dinner',
            ],
          },
        ],
      },
      {
        by: 'other',
        text: 'Could we add 20 minutes for the hiring plan? A few people asked about it.',
      },
      { by: 'them', text: 'Added after the strategy discussion. Thanks!' },
    ],
  },
  {
    subject: 'Expense report for the Berlin trip',
    turns: [
      {
        by: 'them',
        text: 'Finance is asking for the expense report for the Berlin trip. The deadline is the 25th. Receipts can go in as photos.',
      },
      {
        by: 'me',
        text: 'Submitted just now. Hotel, train and two dinners. Photo of the last receipt attached in case the upload failed.',
        attach: [{ kind: 'photo', name: 'receipt-dinner.jpg' }],
      },
      { by: 'them', text: 'Got it, all approved. Thanks for being quick.' },
    ],
  },
  {
    subject: 'Production incident postmortem',
    important: true,
    cc: true,
    turns: [
      {
        by: 'them',
        text: "The postmortem for last Tuesday's outage is ready for comments. Short version: a config change disabled the connection pool limit, the database ran out of connections, and the health checks did not notice for 14 minutes.\n\nAction items are at the end. Please add anything I missed.",
        attach: [
          {
            kind: 'pdf',
            name: 'postmortem-db-connections.pdf',
            title: 'Postmortem: database connection exhaustion',
            lines: [
              'Impact: 38 minutes of elevated errors (peak 31% of requests)',
              'Detection: 14 minutes after the config change, by a customer report',
              'Root cause: pool limit removed by a config template default',
              '',
              'Action items',
              '- Validate pool settings in CI',
              '- Alert on connection saturation above 80%',
              '- Health checks to exercise a real query',
            ],
          },
        ],
      },
      {
        by: 'me',
        text: 'Thorough write-up. I would add one action item: config changes should go through the same canary as code.',
      },
      { by: 'other', text: '+1 to canarying config. I can own that one.' },
      { by: 'them', text: 'Added, with you as owner. Closing the review on {weekday}.' },
    ],
  },
  {
    subject: 'Design mockups for the new settings page',
    labels: [LABEL_PROJECT],
    turns: [
      {
        by: 'them',
        text: 'First pass at the settings page. The idea is one column, grouped sections, and search at the top. Screenshot attached; the Figma link is in the channel.',
        attach: [{ kind: 'screenshot', name: 'settings-mockup.png' }],
      },
      {
        by: 'me',
        text: 'Much cleaner than what we have. Could the danger zone (delete account) move to its own page? It feels too easy to reach.',
      },
      {
        by: 'them',
        text: 'Good call. Updated: the delete action now sits behind an "Advanced" link with a confirmation step.',
        attach: [{ kind: 'screenshot', name: 'settings-mockup-v2.png' }],
      },
    ],
  },
  {
    subject: 'Interview feedback: senior frontend candidate',
    important: true,
    turns: [
      {
        by: 'them',
        text: 'Thanks for joining the panel today. Could you send your written feedback by tomorrow noon? Use the usual rubric: technical depth, collaboration, communication, and a hire / no hire.',
      },
      {
        by: 'me',
        text: 'Feedback submitted. Strong hire from me: great depth on rendering performance and very clear when explaining trade-offs. A bit light on testing strategy, but nothing we cannot coach.',
      },
      {
        by: 'them',
        text: 'Thank you. The rest of the panel is also positive; we will make an offer.',
      },
    ],
  },
  {
    subject: 'Budget numbers for next quarter',
    cc: true,
    turns: [
      {
        by: 'them',
        text: 'Attached are the budget numbers by team. Infrastructure is up 9% because of the new region; everything else is flat.',
        attach: [
          {
            kind: 'text',
            name: 'budget-by-team.csv',
            text: 'team,current,next,change\nPlatform,412000,449000,+9%\nWeb,288000,288000,0%\nMobile,251000,251000,0%\nData,198000,205000,+3.5%\n',
          },
          { kind: 'chart', name: 'budget-chart.png', values: [82, 57, 50, 40] },
        ],
      },
      { by: 'me', text: 'Thanks. Is the new region cost one-off or recurring?' },
      {
        by: 'them',
        text: 'Mostly recurring: about 70% is compute and storage. The rest is a one-off migration.',
      },
    ],
  },
  {
    subject: 'Onboarding plan for the new joiner',
    turns: [
      {
        by: 'them',
        text: 'Our new engineer starts on {weekday}. I drafted a two-week onboarding plan; could you take the architecture walkthrough on day 2?',
      },
      { by: 'me', text: 'Happy to. I will book 90 minutes and bring the diagrams.' },
      { by: 'them', text: 'Amazing, thank you!' },
    ],
  },
  {
    subject: 'Customer escalation: export timing out',
    important: true,
    cc: true,
    turns: [
      {
        by: 'them',
        text: 'One of our largest customers cannot export their data: the job times out after 30 minutes with about 2 million rows. They need the export for an audit on Friday.\n\nLogs attached.',
        attach: [
          {
            kind: 'text',
            name: 'export-job.log',
            text: '2024-05-02T10:14:03Z INFO export started rows=2081337\n2024-05-02T10:29:44Z WARN slow batch size=5000 took=41s\n2024-05-02T10:44:03Z ERROR export timed out after 1800s\n',
          },
        ],
      },
      {
        by: 'me',
        text: 'The batches get slower because we page with OFFSET. I can switch it to keyset pagination today; that should bring it under five minutes.',
      },
      {
        by: 'other',
        text: 'I can raise the timeout for this customer as a stopgap in the meantime.',
      },
      {
        by: 'me',
        text: 'Fix deployed. The export for the customer finished in 4 minutes 12 seconds.',
      },
      { by: 'them', text: 'You are heroes. The customer is very happy. 🙏' },
    ],
  },
  {
    subject: 'Lunch & learn: who wants to present?',
    turns: [
      {
        by: 'them',
        text: 'We have open slots for lunch & learn sessions next month. Topics can be anything: a tool you like, a book, a side project. Reply if you want a slot!',
      },
      { by: 'me', text: 'Put me down for a session on property-based testing.' },
      { by: 'them', text: 'Booked you for the second Thursday. Looking forward to it.' },
    ],
  },
  {
    subject: 'Access request: analytics dashboard',
    turns: [
      {
        by: 'them',
        text: 'Could you approve my access request for the analytics dashboard? I need it for the retention analysis.',
      },
      { by: 'me', text: 'Approved. You should see it within the hour.' },
    ],
  },
  {
    subject: 'Migration checklist for the billing service',
    labels: [LABEL_PROJECT],
    important: true,
    turns: [
      {
        by: 'them',
        text: 'Checklist for the billing migration is attached: data copy, dual writes, read switch, cleanup. The scripts are in the zip.',
        attach: [
          {
            kind: 'zip',
            name: 'billing-migration.zip',
            files: [
              {
                name: 'README.md',
                text: '# Billing migration\n\n1. copy.sh copies the tables\n2. dual-write.sh turns on dual writes\n3. verify.sql compares row counts\n',
              },
              { name: 'copy.sh', text: '#!/bin/sh\nset -eu\necho "copying invoices"\n' },
              {
                name: 'verify.sql',
                text: 'SELECT count(*) FROM invoices;\nSELECT count(*) FROM invoices_v2;\n',
              },
            ],
          },
        ],
      },
      {
        by: 'me',
        text: 'The checklist is solid. I would add a rollback step after the read switch in case the numbers diverge.',
      },
      { by: 'them', text: 'Added as step 3b. Thanks!' },
    ],
  },
  {
    subject: 'Quick question about the API rate limits',
    turns: [
      {
        by: 'them',
        text: 'Do you remember what rate limit we agreed with the partner team? 50 requests per second or per minute?',
      },
      { by: 'me', text: '50 per second per client, with bursts up to 100.' },
      { by: 'them', text: 'Thanks!' },
    ],
  },
  {
    subject: 'Performance review self-assessment',
    important: true,
    turns: [
      {
        by: 'them',
        text: 'Reminder that self-assessments are due on {weekday}. Keep it short: three things that went well, one thing to improve, and what you want to learn next.',
      },
      {
        by: 'me',
        text: 'Done, draft attached in case you want to read it before our 1:1.',
        attach: [
          {
            kind: 'docx',
            name: 'Self-assessment.docx',
            title: 'Self-assessment',
            paragraphs: [
              'Went well: led the search rewrite; mentored two new engineers; cut build times by 40%.',
              'To improve: delegate earlier instead of picking up the urgent work myself.',
              'Next: learn more about database internals.',
            ],
          },
        ],
      },
      { by: 'them', text: 'Thanks, this is a great basis for our conversation.' },
    ],
  },
  {
    subject: 'Flaky test in the checkout suite',
    turns: [
      {
        by: 'them',
        text: 'The "applies discount once" test failed 4 times this week on main, always on the first run. Any idea?',
      },
      {
        by: 'me',
        text: 'It depends on the clock: the coupon expires at midnight UTC and the test creates it with a one-hour validity. I will freeze the clock in that test.',
      },
      { by: 'them', text: 'That explains why it only fails in the evening. Thanks!' },
    ],
  },
  {
    subject: 'Conference talk proposal',
    turns: [
      {
        by: 'them',
        text: 'The call for papers closes on {weekday}. Want to submit our talk about moving to micro-frontends together? I drafted an abstract.',
        attach: [
          {
            kind: 'text',
            name: 'abstract.txt',
            text: 'Title: Micro-frontends without the micro-drama\n\nWe split a large single-page app into independently deployed parts. This talk covers what worked, what did not, and the numbers.\n',
          },
        ],
      },
      { by: 'me', text: 'Love it. I tweaked the last sentence; otherwise ready to submit.' },
      { by: 'them', text: 'Submitted! Fingers crossed. 🤞' },
      { by: 'them', text: 'We got in! The talk is on the second day, 11:00.' },
      { by: 'me', text: 'Fantastic news!' },
    ],
  },
  {
    subject: 'Vacation cover',
    turns: [
      {
        by: 'them',
        text: 'I am off for two weeks from {weekday}. Could you cover the on-call handover and the weekly sync with the partner team?',
      },
      {
        by: 'me',
        text: 'Sure. Send me the notes from the last two syncs and I will take it from there.',
      },
      {
        by: 'them',
        text: 'Notes attached. Thank you so much!',
        attach: [
          {
            kind: 'text',
            name: 'partner-sync-notes.md',
            text: '# Partner sync\n\n- Webhook retries: agreed on 5 attempts over 24h\n- New sandbox environment ready next month\n- Open question: versioning of the events API\n',
          },
        ],
      },
    ],
  },
  {
    subject: 'Security review findings',
    important: true,
    cc: true,
    turns: [
      {
        by: 'them',
        text: 'The external security review is done. No critical findings; two medium ones: missing rate limiting on the password reset endpoint, and verbose error messages on the file upload API.\n\nFull report attached. Can we get both fixed this sprint?',
        attach: [
          {
            kind: 'pdf',
            name: 'security-review-summary.pdf',
            title: 'Security review: summary of findings',
            lines: [
              'Critical: none',
              'High: none',
              'Medium: M-1 password reset has no rate limit',
              'Medium: M-2 upload API returns stack traces',
              'Low: 4 findings (headers, cookie flags)',
            ],
          },
        ],
      },
      { by: 'me', text: 'Yes, I will take M-1. {other}, could you look at M-2?' },
      { by: 'other', text: 'On it. Should be a small change.' },
    ],
  },
  {
    subject: 'Team photo from the offsite',
    turns: [
      {
        by: 'them',
        text: 'Here is the team photo from the offsite. Great day, thanks everyone!',
        attach: [{ kind: 'photo', name: 'team-photo.jpg' }],
      },
      { by: 'me', text: 'Great shot! Can we use it for the careers page?' },
    ],
  },
  {
    subject: 'New laptop setup',
    turns: [
      {
        by: 'them',
        text: 'My new laptop arrived. Is there a setup script for the dev environment, or do I follow the wiki?',
      },
      {
        by: 'me',
        text: 'Use the script in the tooling repo (make bootstrap). The wiki is a bit out of date. Shout if anything breaks.',
      },
      { by: 'them', text: 'Worked first time. 12 minutes from zero to running tests!' },
    ],
  },
  {
    subject: 'Planning poker results',
    turns: [
      {
        by: 'them',
        text: 'Estimates from today: search filters 5, saved searches 8, export to CSV 3, keyboard shortcuts 2. Shout if you disagree.',
      },
    ],
  },
  {
    subject: 'Documentation for the public API',
    labels: [LABEL_PROJECT],
    turns: [
      {
        by: 'me',
        text: 'I started the public API documentation. Could you review the authentication section? It is the part customers ask about most.',
        attach: [
          {
            kind: 'docx',
            name: 'API-authentication.docx',
            title: 'Authentication',
            paragraphs: [
              'Every request carries a bearer token in the Authorization header.',
              'Tokens live for one hour. Request a new one when a call answers 401.',
              'Scopes limit what a token may do; ask only for the scopes you need.',
            ],
          },
        ],
      },
      {
        by: 'them',
        text: 'Clear and short. I would add an example request with curl and the error body a client gets for an expired token.',
      },
      { by: 'me', text: 'Good idea, added both.' },
    ],
  },
  {
    subject: 'Heads-up: office closed on {weekday}',
    turns: [
      {
        by: 'them',
        text: 'The office will be closed on {weekday} for electrical maintenance. Please work from home; the VPN will be available as usual.',
      },
    ],
  },
];
