import { z } from 'zod';

/** An icon name (Font Awesome / Lucide), or `{ name, style, library }`. */
export const iconSchema = z.union([
  z.string(),
  z.strictObject({
    name: z.string(),
    style: z.string().optional(),
    library: z.enum(['fontawesome', 'lucide']).optional(),
  }),
]);
export type Icon = z.output<typeof iconSchema>;
