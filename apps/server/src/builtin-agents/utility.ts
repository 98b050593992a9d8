/**
 * The calculator and converter's reply, worked out from the message alone: arithmetic
 * (expression.ts), unit conversions (units.ts), today's date and the days between two dates
 * (dates.ts, UTC), else a short help text. Full-width digits and operators are normalized
 * first (NFKC, plus × ÷ −).
 */
import { daysBetween, isoDay, parseIsoDate, startOfUtcDay, weekdayName } from './dates.ts';
import { CalculationError, evaluateExpression, formatNumber, normalizeMath } from './expression.ts';
import type { ReplyLanguage } from './knowledge-answerer.ts';
import { convert, findConversion } from './units.ts';

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
    const today = startOfUtcDay(now);
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
    return text.today(isoDay(now), weekdayName(now, language));
  }
  return text.help;
}
