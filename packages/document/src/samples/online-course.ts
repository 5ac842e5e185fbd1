import type { PageDocument } from '../schema.ts';
import { DocumentBuilder } from './builder.ts';
import { sampleMediaUrl } from './media.ts';
import { button, darkSection, image, navigation, textOptions } from './parts.ts';

const agency = (file: string) => sampleMediaUrl('agency', file);
const taskflow = (file: string) => sampleMediaUrl('taskflow', file);

/** The lesson videos: a public video, shown with our own still until the viewer presses play. */
const LESSON_VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

function lessonVideo(still: string, ratio: number): Record<string, unknown> {
  return {
    url: LESSON_VIDEO,
    autoplay: false,
    mute: false,
    loop: false,
    controls: true,
    Ratio: 0.56,
    thumbnail: { url: still, Ratio: ratio },
    BorderRadius: 12,
    shadow: { level: 15, kind: 'drop', color: '#000000' },
  };
}

/**
 * SPEC §1 courses: an admin course as agencies see it, one page of lessons. Each lesson has its
 * video, notes and a short checklist; the outline, an instructor note and questions frame them.
 */
export function onlineCourseSample(): PageDocument {
  const b = new DocumentBuilder(303);

  const outline = b.section({ name: 'Outline' }, [
    b.stack([
      b.el('h2', textOptions(36, { align: 'center', weight: 700 }), '<h2>What you will learn</h2>'),
      b.el(
        'subheadline',
        textOptions(18, { align: 'center', color: '#475569' }),
        '<p>Four short lessons, each with a checklist to put to work the same day.</p>',
      ),
    ]),
    b.row([
      b.col(50, [
        b.el('numbered-items', {
          NumberBadge: { ShowNumber: true, Text: '1', SkinCode: 'circle' },
          items: [
            { Title: 'Find the leaks', Content: 'Read your numbers and see where paid clicks go to waste.' },
            { Title: 'Fix the page', Content: 'One offer, one form, proof above the fold.' },
            { Title: 'Buy the right clicks', Content: 'Local search campaigns with a cost-per-lead target.' },
            { Title: 'Report and improve', Content: 'A one-page report your clients actually read.' },
          ],
        }),
      ]),
      b.col(50, [
        b.el('image-feature', {
          Image: { url: agency('founders.webp'), Ratio: 0.8 },
          alt: 'Dana and Luis, the Brightpath founders, who teach the course',
          Title: 'Taught by Dana and Luis',
          Content:
            'The Brightpath founders ran campaigns for over 300 local businesses before teaching this course.',
          imagePosition: 'top',
        }),
      ]),
    ]),
  ]);

  const lessons: Array<{
    title: string;
    notes: string;
    checklist: string[];
    still: string;
    ratio: number;
  }> = [
    {
      title: 'Lesson 1: Find the leaks',
      notes:
        'Before spending another dollar, follow one lead from the first click to the booked call. Most budgets leak in three places: the wrong keywords, a slow page and a form nobody answers.',
      checklist: [
        'Export last month’s search terms',
        'Time your page on a phone',
        'Call your own form and time the answer',
      ],
      still: agency('case-dental.webp'),
      ratio: 0.67,
    },
    {
      title: 'Lesson 2: Fix the page',
      notes:
        'A page that converts says one thing: what the visitor gets and how to get it. We rebuild a real clinic’s page live, section by section.',
      checklist: ['One headline, one offer', 'Reviews next to the form', 'A phone number people can tap'],
      still: agency('case-fitness.webp'),
      ratio: 0.67,
    },
    {
      title: 'Lesson 3: Buy the right clicks',
      notes:
        'Set up a local search campaign around the services that pay best, with a cost-per-lead target and negative keywords from day one.',
      checklist: [
        'Three ad groups per service',
        'Call extensions on',
        'A daily budget you can keep for 30 days',
      ],
      still: agency('case-hvac.webp'),
      ratio: 1.25,
    },
    {
      title: 'Lesson 4: Report and improve',
      notes:
        'Clients stay when they understand what they pay for. Build the one-page monthly report: leads, cost per lead, booked calls and the next change you will test.',
      checklist: ['Leads and cost per lead', 'What changed this month', 'The next test, with a date'],
      still: taskflow('board-view.webp'),
      ratio: 0.62,
    },
  ];
  const lessonSections = lessons.map((lesson, index) =>
    b.section({ name: `Lesson ${index + 1}` }, [
      b.row(
        [
          b.col(55, [b.el('video', lessonVideo(lesson.still, lesson.ratio))]),
          b.col(45, [
            b.el('h3', textOptions(28, { weight: 700 }), `<h3>${lesson.title}</h3>`),
            b.el('paragraph', textOptions(16, { color: '#334155' }), `<p>${lesson.notes}</p>`),
            b.el(
              'bullet-list',
              { ...textOptions(16), iconListTheme: 'check-circle', iconColor: '#16a34a' },
              `<ul>${lesson.checklist.map((item) => `<li>${item}</li>`).join('')}</ul>`,
            ),
          ]),
        ],
        { verticalAlign: 'center' },
      ),
    ]),
  );

  const worksheet = b.section({ name: 'Worksheet' }, [
    b.row(
      [
        b.col(40, [
          b.el(
            'image',
            image(agency('team-whiteboard.webp'), 0.75, 'A lead-generation plan sketched on a whiteboard'),
          ),
        ]),
        b.col(60, [
          b.el('h2', textOptions(32, { weight: 700 }), '<h2>Your 30-day plan</h2>'),
          b.el(
            'paragraph',
            textOptions(16, { color: '#334155' }),
            '<p>Put the four checklists on one page and give each item a date. Teams who plan the month finish the course with a campaign live, not just notes.</p>',
          ),
          b.el('button', button('Back to the outline', { CustomLink: `#${outline.id}`, Alignment: 'left' })),
        ]),
      ],
      { verticalAlign: 'center' },
    ),
  ]);

  const questions = b.section({ name: 'Questions' }, [
    b.stack([
      b.el('h2', textOptions(36, { align: 'center', weight: 700 }), '<h2>Questions about the course</h2>'),
      b.el('faq', {
        items: [
          {
            question: 'Do I need an ad account to follow along?',
            answer: 'No. Lessons 1 and 2 need only your site; lesson 3 shows every step of setting one up.',
          },
          {
            question: 'How long do I keep access?',
            answer: 'For as long as your plan includes the course, lessons and updates included.',
          },
          {
            question: 'Can my team watch it too?',
            answer: 'Yes. Share the lessons with the people who run your clients’ campaigns.',
          },
        ],
        openFirst: true,
        toggleIcon: 'plus',
      }),
    ]),
  ]);

  const footer = b.section({ kind: 'Footer', name: 'Footer', options: darkSection }, [
    b.stack([
      b.el(
        'paragraph',
        textOptions(14, { align: 'center', color: '#94a3b8' }),
        '<p>© Brightpath Digital LLC. Course material for plan members.</p>',
      ),
    ]),
  ]);

  const intro = b.section(
    {
      name: 'Welcome',
      options: {
        ...darkSection,
        padding: {
          desktop: { top: 80, right: 15, bottom: 88, left: 15 },
          mobile: { top: 48, right: 10, bottom: 56, left: 10 },
        },
      },
    },
    [
      b.row(
        [
          b.col(50, [
            b.el(
              'subheadline',
              textOptions(16, { color: '#38bdf8', weight: 600 }),
              '<p>Course · 4 lessons · about 45 minutes</p>',
            ),
            b.el(
              'h1',
              textOptions(48, { mobile: 34, color: '#ffffff', weight: 800 }),
              '<h1>Local Lead Generation Bootcamp</h1>',
            ),
            b.el(
              'paragraph',
              textOptions(18, { color: '#cbd5e1' }),
              '<p>Learn the playbook we use to fill the calendars of dentists, contractors and gyms: find where leads leak, fix the page, then buy traffic that pays for itself.</p>',
            ),
            b.el(
              'button',
              button('Start Lesson 1', {
                SubText: 'Watch in order, or jump to any lesson',
                CustomLink: `#${lessonSections[0]!.id}`,
                Alignment: 'left',
                HoverAnimation: 'grow',
              }),
            ),
          ]),
          b.col(50, [b.el('video', lessonVideo(agency('team-whiteboard.webp'), 0.75))]),
        ],
        { verticalAlign: 'center' },
      ),
    ],
  );

  // The welcome and the header are built last, so their links can name the sections they jump
  // to (`#{section id}`, the anchor every section carries).
  const header = b.section({ kind: 'Header', name: 'Header' }, [
    b.row(
      [
        b.col(35, [
          b.el('logo', {
            Logo: { url: agency('brightpath-logo.png'), ShowWidth: 180, ShowHeight: 40 },
            alt: 'Brightpath Digital',
            CustomLink: `#${intro.id}`,
          }),
        ]),
        b.col(65, [
          b.el(
            'navigation',
            navigation(
              [
                ['Outline', `#${outline.id}`],
                ['Lessons', `#${lessonSections[0]!.id}`],
                ['Questions', `#${questions.id}`],
              ],
              'right',
            ),
          ),
        ]),
      ],
      { verticalAlign: 'center' },
    ),
  ]);

  return b.build({
    sections: [header, intro, outline, ...lessonSections, worksheet, questions, footer],
    theme: {
      ButtonBackground: '#2563eb',
      ButtonBorderColor: '#1d4ed8',
      ButtonTextColor: '#ffffff',
      FontFamily: 'Poppins',
    },
  });
}
