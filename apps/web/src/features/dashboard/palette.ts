/** Spec 2 §9: the nine series colours, chosen to stay apart on the light and the dark background. */
export const seriesPalette = [
  '#4c78f0',
  '#13a98f',
  '#f08c2e',
  '#e0457b',
  '#8f6bf0',
  '#2fa84f',
  '#d9a514',
  '#1aa5d6',
  '#c2553d',
] as const;

export const seriesColor = (index: number) => seriesPalette[index % seriesPalette.length] ?? '#4c78f0';
