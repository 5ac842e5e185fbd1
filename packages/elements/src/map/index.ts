import { defineElement } from '../types.ts';
import { mapFields } from './fields.ts';
import { mapFixture } from './fixture.ts';
import { MapRender } from './Render.tsx';
import { mapSchema } from './schema.ts';

export const mapElement = defineElement({
  key: 'map',
  label: 'Map',
  category: 'Misc',
  icon: 'map-location-dot',
  premium: false,
  keywords: ['google maps', 'location', 'address', 'directions'],
  schema: mapSchema,
  texts: {},
  fields: mapFields,
  fixture: mapFixture,
  island: 'map',
  Render: MapRender,
});
