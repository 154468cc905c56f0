/**
 * British and American spellings that stemming does not bring together ("colour", "centre",
 * "programme"). One group per line (see `../related-word-groups.ts`).
 */
export const SPELLING_GROUPS = `
localization, localisation
internationalization, internationalisation
color, colour
license, licence
catalog, catalogue
center, centre
optimization, optimisation
visualization, visualisation
program, programme
grayscale, greyscale
enquiry, inquiry
`;
