/** MSW handlers of the mock images the developer fixtures point at. */
import { HttpResponse, http } from 'msw';
import { svgImage } from '../market-fixtures.ts';
import { any } from './shared.ts';

export const mediaHandlers = {
  mock: http.get(any('/media/mock/:file'), ({ params }) => {
    const [kind = 'logo', label = '?', index = '0'] = String(params.file)
      .replace(/\.svg$/, '')
      .split('-');
    const cover = kind === 'cover';
    const dataUri = svgImage(
      cover ? (label === 'zh' ? '封面' : 'Cover') : label,
      Number(index),
      cover ? 1200 : 96,
      cover ? 630 : 96,
    );
    const svg = decodeURIComponent(dataUri.slice(dataUri.indexOf(',') + 1));
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
  }),
};
