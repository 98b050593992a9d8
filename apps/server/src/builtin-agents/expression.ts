/**
 * Arithmetic for the calculator: a hand-written recursive-descent parser (never eval or
 * Function) over + - * / % ^ and brackets, the normalization that turns full-width digits,
 * the usual signs for × ÷ − and operator words (加, 乘以, plus, times…) into ASCII first, and
 * the display of a result.
 */

type CalculationProblem = 'syntax' | 'divisionByZero' | 'tooLarge' | 'tooLong';

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
const CALCULATION_LIMITS = { chars: 300, depth: 40 } as const;

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
