/** Most links an extract result lists (in document order); past it the rest are cut and `truncated.links` is set. */
export const MAX_EXTRACT_LINKS = 5_000;
/** Most images an extract result lists (in document order); past it the rest are cut and `truncated.images` is set. */
export const MAX_EXTRACT_IMAGES = 1_000;
