/**
 * Pictures for the library's stories: a coloured field with a sun and a hill in white, as a
 * data URL. Shapes only (no text, nothing the browser's fonts would draw), so a screenshot
 * depends on the story, not on the browser build.
 */
const PALETTE = ['#2563eb', '#0d9488', '#d97706', '#7c3aed', '#db2777'];

export function picture(index: number, width = 96, height = 96): string {
  const colour = PALETTE[index % PALETTE.length];
  const unit = Math.min(width, height);
  const sun = `<circle cx="${width * 0.7}" cy="${height * 0.32}" r="${unit * 0.14}"/>`;
  const hill = `<path d="M0 ${height} L${width * 0.35} ${height * 0.45} L${width * 0.7} ${height} Z"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${colour}"/><g fill="#fff" fill-opacity="0.85">${sun}${hill}</g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
