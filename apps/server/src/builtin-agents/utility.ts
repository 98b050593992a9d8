/**
 * The calculator and converter's reply, worked out from the message alone: arithmetic by a
 * hand-written recursive-descent parser (never eval or Function), unit conversions, today's
 * date and the days between two dates (UTC), else a short help text. Full-width digits and
 * operators are normalized first (NFKC, plus × ÷ −).
 */
import type { ReplyLanguage } from './knowledge-answerer.ts';

// ---------------------------------------------------------------------------------------------
// Arithmetic

export type CalculationProblem = 'syntax' | 'divisionByZero' | 'tooLarge' | 'tooLong';

export class CalculationError extends Error {
  readonly problem: CalculationProblem;
  /** where the parser stopped (0-based), for a syntax problem */
  readonly position: number;
  constructor(problem: CalculationProblem, message: string, position = -1) {
    super(message);
    this.name = 'CalculationError';
    this.problem = problem;
    this.position = position;
  }
}

/** longer expressions (or deeper brackets) are refused rather than parsed */
export const CALCULATION_LIMITS = { chars: 300, depth: 40 } as const;

/** full-width digits, brackets and operators as ASCII; the usual signs for × ÷ − as * / - */
export function normalizeMath(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[×✕✖·]/g, '*')
      .replace(/÷/g, '/')
      .replace(/[−–—]/g, '-')
      // "3 x 4": an x between numbers is a multiplication sign
      .replace(/(\d)\s*[xX]\s*(?=[\d(.])/g, '$1 * ')
      // operators said in words, between a number (or a bracket) and the next
      .replace(OPERATOR_WORDS, (_match, before: string, word: string) => {
        const sign = OPERATOR_SIGNS.find(([pattern]) => pattern.test(word))?.[1] ?? word;
        return `${before} ${sign} `;
      })
  );
}

/** operator words and their signs: Chinese, then English (longest first) */
const OPERATOR_SIGNS: [RegExp, string][] = [
  [/^(加上|加|plus)$/i, '+'],
  [/^(减去|减|minus)$/i, '-'],
  [/^(乘以|乘上|乘|times|multiplied by)$/i, '*'],
  [/^(除以|divided by)$/i, '/'],
];
const OPERATOR_WORDS =
  /([\d.)])\s*(?:再)?(加上|加|减去|减|乘以|乘上|乘|除以|plus|minus|times|multiplied by|divided by)\s*(?=[\d.(])/gi;

/**
 * Evaluates + - * / % ^ with brackets, unary signs and decimals. Precedence, lowest first:
 * + -, then * / % (left to right), then unary signs, then ^ (right to left, so 2^3^2 = 2^9
 * and -2^2 = -4).
 */
export function evaluateExpression(input: string): number {
  const source = normalizeMath(input);
  if (source.length > CALCULATION_LIMITS.chars) {
    throw new CalculationError('tooLong', 'the expression is too long');
  }
  let position = 0;
  let depth = 0;

  const skipSpaces = () => {
    while (position < source.length && /\s/.test(source[position] ?? '')) position += 1;
  };
  const peek = () => {
    skipSpaces();
    return source[position];
  };
  const fail = (message: string): never => {
    throw new CalculationError('syntax', message, position);
  };
  const checked = (value: number) => {
    if (!Number.isFinite(value)) throw new CalculationError('tooLarge', 'the result is too large');
    return value;
  };

  function expression(): number {
    let value = term();
    for (;;) {
      const operator = peek();
      if (operator !== '+' && operator !== '-') return value;
      position += 1;
      const right = term();
      value = checked(operator === '+' ? value + right : value - right);
    }
  }

  function term(): number {
    let value = unary();
    for (;;) {
      const operator = peek();
      if (operator !== '*' && operator !== '/' && operator !== '%') return value;
      position += 1;
      const right = unary();
      if (operator === '*') value = checked(value * right);
      else if (right === 0) throw new CalculationError('divisionByZero', 'division by zero');
      else value = checked(operator === '/' ? value / right : value % right);
    }
  }

  function unary(): number {
    const sign = peek();
    if (sign === '-' || sign === '+') {
      position += 1;
      nest();
      const value = unary();
      depth -= 1;
      return sign === '-' ? -value : value;
    }
    return power();
  }

  function power(): number {
    const base = primary();
    if (peek() !== '^') return base;
    position += 1;
    nest();
    const exponent = unary();
    depth -= 1;
    return checked(base ** exponent);
  }

  function nest() {
    depth += 1;
    if (depth > CALCULATION_LIMITS.depth) {
      throw new CalculationError('tooLong', 'the expression is nested too deeply');
    }
  }

  function primary(): number {
    const next = peek();
    if (next === '(') {
      position += 1;
      nest();
      const value = expression();
      depth -= 1;
      if (peek() !== ')') fail('a closing bracket is missing');
      position += 1;
      return value;
    }
    const match = /^(?:\d+(?:\.\d*)?|\.\d+)/.exec(source.slice(position));
    if (!match) {
      return fail(next === undefined ? 'the expression ends too early' : `unexpected "${next}"`);
    }
    position += match[0].length;
    return Number(match[0]);
  }

  if (peek() === undefined) fail('the expression is empty');
  const value = expression();
  if (peek() !== undefined) fail(`unexpected "${source[position]}"`);
  return value;
}

/** a result without binary noise: 0.1 + 0.2 shows 0.3 */
export function formatNumber(value: number, significant = 12): string {
  if (Object.is(value, -0)) return '0';
  const rounded = Number(value.toPrecision(significant));
  if (Math.abs(rounded) >= 1e21 || (rounded !== 0 && Math.abs(rounded) < 1e-9)) {
    return rounded.toExponential().replace('e+', 'e');
  }
  return String(rounded);
}

// ---------------------------------------------------------------------------------------------
// Units

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

export const UNITS: readonly Unit[] = [
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

export interface ConversionRequest {
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

// ---------------------------------------------------------------------------------------------
// Dates

const DAY_MS = 24 * 60 * 60_000;

/** a real calendar day as "YYYY-MM-DD" (UTC midnight), or null */
export function parseIsoDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return at;
}

export function daysBetween(from: number, to: number): number {
  return Math.round((to - from) / DAY_MS);
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const WEEKDAYS = {
  'zh-CN': ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;

// ---------------------------------------------------------------------------------------------
// The reply

const TEXT = {
  'zh-CN': {
    help: [
      '我是计算与换算助手，可以帮你：',
      '',
      '- 计算：支持 + - * / % ^ 和括号，例如「(3 + 4) * 5」「2^10 - 1」',
      '- 换算单位：公里↔英里、米↔英尺、千克↔磅、摄氏度↔华氏度、升↔加仑，例如「10 公里等于多少英里」',
      '- 日期：「今天几号」，或两个日期相差几天，例如「2024-01-01 到 2024-03-01 相差几天」',
    ].join('\n'),
    divisionByZero: '不能除以 0：这个算式在做除法（或取余）时遇到了 0。',
    tooLarge: '结果太大，超出了我能表示的范围。',
    tooLong: '算式太长或括号嵌套太深，请拆成几步来算。',
    syntax: (at: number) =>
      `这个算式我看不懂${at >= 0 ? `（第 ${at + 1} 个字符附近）` : ''}。请检查运算符和括号，例如「(3 + 4) * 5」。`,
    result: (expression: string, value: string) => `${expression} = ${value}`,
    converted: (from: string, to: string) => `${from} = ${to}`,
    mismatch: (from: string, to: string) => `${from}和${to}不是同一类单位，无法换算。`,
    today: (day: string, weekday: string) => `今天是 ${day}，${weekday}（UTC）。`,
    between: (from: string, to: string, days: number) =>
      `从 ${from} 到 ${to} 相差 ${Math.abs(days)} 天${days < 0 ? `（${to} 在前）` : ''}。`,
    untilToday: (day: string, days: number) =>
      days === 0
        ? `${day} 就是今天（UTC）。`
        : days > 0
          ? `距离 ${day} 还有 ${days} 天（按 UTC 计）。`
          : `${day} 已经过去 ${-days} 天（按 UTC 计）。`,
    badDate: (text: string) =>
      `「${text}」不是有效的日期，请用 YYYY-MM-DD 的格式，例如 2024-03-01。`,
  },
  en: {
    help: [
      "I'm the Calculator & Converter. I can:",
      '',
      '- calculate: + - * / % ^ and brackets, e.g. "(3 + 4) * 5" or "2^10 - 1"',
      '- convert units: km↔mi, m↔ft, kg↔lb, °C↔°F, L↔gal, e.g. "convert 5 kg to lb"',
      '- dates: "what is the date today", or the days between two dates, e.g. "days between 2024-01-01 and 2024-03-01"',
    ].join('\n'),
    divisionByZero: 'Cannot divide by zero: a division (or remainder) in this expression hits 0.',
    tooLarge: 'The result is too large for me to show.',
    tooLong: 'The expression is too long or nested too deeply; please split it into steps.',
    syntax: (at: number) =>
      `I can't read this expression${at >= 0 ? ` (near character ${at + 1})` : ''}. Check its operators and brackets, e.g. "(3 + 4) * 5".`,
    result: (expression: string, value: string) => `${expression} = ${value}`,
    converted: (from: string, to: string) => `${from} = ${to}`,
    mismatch: (from: string, to: string) =>
      `${from} and ${to} measure different things; I can't convert one to the other.`,
    today: (day: string, weekday: string) => `Today is ${weekday}, ${day} (UTC).`,
    between: (from: string, to: string, days: number) =>
      `From ${from} to ${to} is ${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'}${days < 0 ? ` (${to} comes first)` : ''}.`,
    untilToday: (day: string, days: number) =>
      days === 0
        ? `${day} is today (UTC).`
        : days > 0
          ? `${day} is ${days} day${days === 1 ? '' : 's'} from today (UTC).`
          : `${day} was ${-days} day${days === -1 ? '' : 's'} ago (UTC).`,
    badDate: (text: string) =>
      `"${text}" is not a valid date; please write it as YYYY-MM-DD, e.g. 2024-03-01.`,
  },
} as const;

const ISO_DATES = /\b\d{4}-\d{1,2}-\d{1,2}\b/g;
const TODAY_WORDS = /今天|今日|几号|日期|星期几|礼拜几|\btoday\b|\bdate\b|what day/i;
/** the longest stretch that looks like arithmetic */
const MATH_RUN = /[\d.+\-*/%^()\s]+/g;

function calculationReply(expression: string, language: ReplyLanguage): string {
  const text = TEXT[language];
  try {
    const value = evaluateExpression(expression);
    return text.result(expression.replace(/\s+/g, ' ').trim(), formatNumber(value));
  } catch (error) {
    if (!(error instanceof CalculationError)) throw error;
    if (error.problem === 'syntax') return text.syntax(error.position);
    return text[error.problem];
  }
}

/** The reply to one message, in the request's language; `now` is the clock for "today". */
export function answerUtility(message: string, language: ReplyLanguage, now = Date.now()): string {
  const text = TEXT[language];
  const normalized = normalizeMath(message);

  // dates first: "2024-01-01" would otherwise read as a subtraction
  const dates = normalized.match(ISO_DATES) ?? [];
  if (dates.length > 0) {
    const days = dates.slice(0, 2).map((date) => {
      const [year, month, day] = date.split('-');
      return `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
    });
    const times = days.map(parseIsoDate);
    const bad = times.indexOf(null);
    if (bad !== -1) return text.badDate(dates[bad] ?? '');
    const [first, second] = times as number[];
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    if (second === undefined) return text.untilToday(days[0] ?? '', daysBetween(today, first ?? 0));
    return text.between(days[0] ?? '', days[1] ?? '', daysBetween(first ?? 0, second));
  }

  const conversion = findConversion(normalized);
  if (conversion) {
    const from = `${formatNumber(conversion.value)} ${conversion.from.label[language]}`;
    if (!conversion.to) {
      return text.mismatch(
        conversion.from.label[language],
        conversion.mismatch?.label[language] ?? '?',
      );
    }
    const value = convert(conversion.value, conversion.from.id, conversion.to.id);
    return text.converted(from, `${formatNumber(value, 6)} ${conversion.to.label[language]}`);
  }

  const runs = (normalized.match(MATH_RUN) ?? [])
    .map((run) => run.trim())
    .filter((run) => /\d/.test(run) && /[+\-*/%^()]/.test(run))
    .sort((a, b) => b.length - a.length);
  const expression = runs[0];
  if (expression) return calculationReply(expression, language);

  if (TODAY_WORDS.test(normalized)) {
    const day = new Date(now);
    return text.today(isoDay(now), WEEKDAYS[language][day.getUTCDay()] ?? '');
  }
  return text.help;
}
