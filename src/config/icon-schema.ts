import { z } from 'zod';
import { ICON_LIBRARIES } from '../shared/icons.js';

/** An icon name (Font Awesome / Lucide / Tabler), or `{ name, style, library }`. */
export const iconSchema = z.union([
  z.string(),
  z.strictObject({
    name: z.string(),
    style: z.string().optional(),
    library: z.enum(ICON_LIBRARIES).optional(),
  }),
]);
export type Icon = z.output<typeof iconSchema>;
