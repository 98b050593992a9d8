/**
 * Units and conversion for the converter: km↔mi, m↔ft, kg↔lb, °C↔°F and L↔gal (US), their
 * names in Chinese and English, and finding "<number> <unit> … <unit>" in a message.
 */
import { normalizeMath } from './expression.ts';
import type { ReplyLanguage } from './knowledge-answerer.ts';

type Dimension = 'length' | 'mass' | 'volume' | 'temperature';

interface Unit {
  id: string;
  dimension: Dimension;
  /** how many of the dimension's base unit (m, kg, L) one of this is; temperatures convert apart */
  factor: number;
  /** the unit offered when the message names no target */
  partner: string;
  label: Record<ReplyLanguage, string>;
  aliases: readonly string[];
}

const UNITS: readonly Unit[] = [
  {
    id: 'km',
    dimension: 'length',
    factor: 1000,
    partner: 'mi',
    label: { 'zh-CN': '公里', en: 'km' },
    aliases: ['km', 'kms', 'kilometer', 'kilometers', 'kilometre', 'kilometres', '公里', '千米'],
  },
  {
    id: 'mi',
    dimension: 'length',
    factor: 1609.344,
    partner: 'km',
    label: { 'zh-CN': '英里', en: 'mi' },
    aliases: ['mi', 'mile', 'miles', '英里'],
  },
  {
    id: 'm',
    dimension: 'length',
    factor: 1,
    partner: 'ft',
    label: { 'zh-CN': '米', en: 'm' },
    aliases: ['m', 'meter', 'meters', 'metre', 'metres', '米'],
  },
  {
    id: 'ft',
    dimension: 'length',
    factor: 0.3048,
    partner: 'm',
    label: { 'zh-CN': '英尺', en: 'ft' },
    aliases: ['ft', 'foot', 'feet', '英尺'],
  },
  {
    id: 'kg',
    dimension: 'mass',
    factor: 1,
    partner: 'lb',
    label: { 'zh-CN': '千克', en: 'kg' },
    aliases: ['kg', 'kgs', 'kilogram', 'kilograms', 'kilo', 'kilos', '公斤', '千克'],
  },
  {
    id: 'lb',
    dimension: 'mass',
    factor: 0.45359237,
    partner: 'kg',
    label: { 'zh-CN': '磅', en: 'lb' },
    aliases: ['lb', 'lbs', 'pound', 'pounds', '磅'],
  },
  {
    id: 'c',
    dimension: 'temperature',
    factor: 1,
    partner: 'f',
    label: { 'zh-CN': '°C', en: '°C' },
    aliases: ['°c', '℃', 'c', 'celsius', 'degc', '摄氏度', '摄氏'],
  },
  {
    id: 'f',
    dimension: 'temperature',
    factor: 1,
    partner: 'c',
    label: { 'zh-CN': '°F', en: '°F' },
    aliases: ['°f', '℉', 'f', 'fahrenheit', 'degf', '华氏度', '华氏'],
  },
  {
    id: 'l',
    dimension: 'volume',
    factor: 1,
    partner: 'gal',
    label: { 'zh-CN': '升', en: 'L' },
    aliases: ['l', 'liter', 'liters', 'litre', 'litres', '升', '公升'],
  },
  {
    id: 'gal',
    dimension: 'volume',
    factor: 3.785411784,
    partner: 'l',
    label: { 'zh-CN': '加仑（美制）', en: 'gal (US)' },
    aliases: ['gal', 'gallon', 'gallons', '加仑'],
  },
];

const unitById = (id: string) => UNITS.find((unit) => unit.id === id);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** every alias, longest first (千米 before 米, "miles" before "mi"); Latin ones as whole words */
const ALIASES = UNITS.flatMap((unit) => unit.aliases.map((alias) => ({ alias, unit }))).sort(
  (a, b) => b.alias.length - a.alias.length,
);
const ALIAS_PATTERN = ALIASES.map(({ alias }) =>
  /^[a-z°]/.test(alias) ? `${escapeRegExp(alias)}(?![a-z])` : escapeRegExp(alias),
).join('|');
const QUANTITY = new RegExp(
  `(-?\\d+(?:\\.\\d+)?)\\s*(?:degrees?\\s*|度\\s*)?(${ALIAS_PATTERN})`,
  'i',
);
const UNIT_WORD = new RegExp(`(?<![a-z])(${ALIAS_PATTERN})`, 'gi');

const unitOfAlias = (alias: string) =>
  ALIASES.find((entry) => entry.alias === alias.toLowerCase())?.unit;

export function convert(value: number, from: string, to: string): number {
  const source = unitById(from);
  const target = unitById(to);
  if (!source || !target || source.dimension !== target.dimension) {
    throw new Error(`cannot convert ${from} to ${to}`);
  }
  if (source.dimension === 'temperature') {
    if (from === to) return value;
    return from === 'c' ? (value * 9) / 5 + 32 : ((value - 32) * 5) / 9;
  }
  return (value * source.factor) / target.factor;
}

interface ConversionRequest {
  value: number;
  from: Unit;
  /** the unit asked for; undefined when the message names none of the same dimension */
  to: Unit | undefined;
  /** a unit named that cannot be reached from `from` */
  mismatch: Unit | undefined;
}

/** Finds "<number> <unit> … <unit>" (or "<unit> … <number> <unit>") in a normalized message. */
export function findConversion(message: string): ConversionRequest | null {
  const text = normalizeMath(message).toLowerCase();
  const quantity = QUANTITY.exec(text);
  if (!quantity?.[1] || !quantity[2]) return null;
  const from = unitOfAlias(quantity[2]);
  if (!from) return null;
  const after = text.slice(quantity.index + quantity[0].length);
  const before = text.slice(0, quantity.index);
  let mismatch: Unit | undefined;
  // the target is named after the quantity ("10 km to miles"), or before it ("how many feet is 3 m")
  for (const part of [after, before]) {
    for (const match of part.matchAll(UNIT_WORD)) {
      const unit = match[1] ? unitOfAlias(match[1]) : undefined;
      if (!unit || unit.id === from.id) continue;
      if (unit.dimension === from.dimension) {
        return { value: Number(quantity[1]), from, to: unit, mismatch: undefined };
      }
      mismatch ??= unit;
    }
  }
  return {
    value: Number(quantity[1]),
    from,
    to: mismatch ? undefined : unitById(from.partner),
    mismatch,
  };
}
