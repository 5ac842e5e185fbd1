/**
 * The samples' Google Business places: the reviews the marketing-agency sample's review element
 * shows until its site connects a place of its own. Brightpath Digital is a made-up agency, and
 * so are its clients; these read like the reviews such an agency gets.
 *
 * Shaped as the server's place sync stores a place (RenderData `places` in packages/elements).
 */
export interface SamplePlace {
  name: string;
  rating: number;
  reviewCount: number;
  /** The place's page on the review site; '' for a place that exists only in the samples. */
  url: string;
  reviews: ReadonlyArray<{ author: string; rating: number; text: string; time: string }>;
}

/** Place ids the samples use; real Google place ids never end in `-sample`. */
export const SAMPLE_PLACE_IDS = { brightpath: 'ChIJbrightpath-sample' } as const;

export const SAMPLE_PLACES: Readonly<Record<string, SamplePlace>> = {
  [SAMPLE_PLACE_IDS.brightpath]: {
    name: 'Brightpath Digital',
    rating: 4.9,
    reviewCount: 127,
    url: '',
    reviews: [
      {
        author: 'Dana Whitfield',
        rating: 5,
        text: 'Our booked consultations doubled in three months. The weekly reports are the first agency reports I have actually read start to finish.',
        time: '2026-09-18T15:20:00Z',
      },
      {
        author: 'Marcus Oyelaran',
        rating: 5,
        text: 'They rebuilt our HVAC landing pages and cut our cost per lead by 38%. Fast, honest, and they pick up the phone.',
        time: '2026-08-29T18:05:00Z',
      },
      {
        author: 'Priya Natarajan',
        rating: 5,
        text: 'We went from page three to the map pack for "family dentist Austin". Calls from Google are now our biggest source of new patients.',
        time: '2026-08-02T13:40:00Z',
      },
      {
        author: 'Tom Reyes',
        rating: 4,
        text: 'Solid results on paid social for the gym. Onboarding took a couple of weeks longer than promised, but the campaigns have paid for themselves.',
        time: '2026-07-11T20:15:00Z',
      },
      {
        author: 'Elena Kowalski',
        rating: 5,
        text: 'Clear pricing, no lock-in, and a team that explains what they are doing. We renewed for a second year without thinking twice.',
        time: '2026-06-24T16:00:00Z',
      },
      {
        author: 'Jordan Blake',
        rating: 5,
        text: 'The intake form they built for our law firm filters out the calls we cannot take. Fewer leads, far better ones.',
        time: '2026-05-30T14:30:00Z',
      },
      {
        author: 'Sam Carter',
        rating: 3,
        text: 'Good work on the ads; the first landing page needed a few rounds of changes before it matched our brand.',
        time: '2026-04-15T17:45:00Z',
      },
    ],
  },
};
