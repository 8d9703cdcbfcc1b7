/** "about 1,200" → "About 1,200": for words that may open a sentence. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
