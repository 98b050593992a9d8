/**
 * The test console of an agent, for its developer: a message goes to the agent exactly as the
 * platform would send it, and what came back is laid out for debugging: how the call ended and
 * how long it took, the reply rendered as people will see it (Markdown from
 * `@legion/ui/markdown`), every event with its time, and the requests the platform sent with
 * their credentials masked (for an agent on the Legion protocol, also the string it signed).
 */
import {
  AGENT_TEST_LIMIT,
  AGENT_TEST_MESSAGE_MAX_LENGTH,
  type AgentProtocol,
  type AgentTestResult,
} from '@legion/api';
import {
  Badge,
  Button,
  Callout,
  Card,
  cn,
  EmptyState,
  numberFormat,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextAreaField,
  toast,
} from '@legion/ui';
import { Markdown } from '@legion/ui/markdown';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  CircleAlert,
  CircleCheck,
  CircleX,
  Copy,
  FlaskConical,
  Gauge,
  LoaderCircle,
  Send,
  Timer,
  Zap,
} from 'lucide-react';
import {
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useState,
} from 'react';

type AgentTestOutcome = AgentTestResult['outcome'];
type AgentTestRequest = AgentTestResult['requests'][number];

export type AgentTestConsoleProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** the last call's result; null before the first */
  result: AgentTestResult | null;
  /** a call is running: no second one until it ends */
  pending: boolean;
  /** why the call was refused (too many test calls, say), in words */
  error: string | null;
  /** calls the agent with the message (trimmed); the message stays in the box */
  onSend: (message: string) => void;
  /** the agent's protocol, named before any call */
  protocol: AgentProtocol;
  /** the box's heading and what it says it is for (the developer's test console by default) */
  title?: string | undefined;
  description?: string | undefined;
};

export function AgentTestConsole({
  result,
  pending,
  error,
  onSend,
  protocol,
  title,
  description,
  className,
  ...props
}: AgentTestConsoleProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const count = (value: number) => numberFormat(i18n.locale).format(value);
  const protocols: Record<AgentProtocol, string> = {
    legion: 'Legion',
    'openai-chat': t`OpenAI 兼容`,
    a2a: 'A2A',
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const text = message.trim();
    if (!text) return setInvalid(t`请输入测试消息`);
    setInvalid(null);
    onSend(text);
  }
  function sendOnShortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
  return (
    <Card
      asChild
      padding="xl"
      className={cn('lu:min-w-0 lu:space-y-5', className)}
      data-slot="agent-test-console"
    >
      <section aria-labelledby={headingId} {...props}>
        <header className="lu:space-y-1.5">
          <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
            <h2 id={headingId} className="lu:text-foreground lu:text-lg lu:font-semibold">
              {title ?? t`测试台`}
            </h2>
            <Badge tone="outline">{t`接入协议：${protocols[protocol]}`}</Badge>
          </div>
          <p className="lu:text-muted-foreground lu:text-sm">
            {description ??
              t`像平台一样给智能体发一条消息，查看回复、每个事件的时间和平台发出的请求。每个智能体每小时可测试 ${AGENT_TEST_LIMIT.max} 次。`}
          </p>
        </header>
        <form noValidate aria-labelledby={headingId} onSubmit={submit} className="lu:space-y-3">
          <TextAreaField
            label={t`测试消息`}
            rows={3}
            maxLength={AGENT_TEST_MESSAGE_MAX_LENGTH}
            value={message}
            error={invalid ?? undefined}
            hint={t`按 Ctrl + Enter 或 ⌘ + Enter 发送，最多 ${count(AGENT_TEST_MESSAGE_MAX_LENGTH)} 个字`}
            onChange={(event) => {
              setMessage(event.target.value);
              if (invalid) setInvalid(null);
            }}
            onKeyDown={sendOnShortcut}
          />
          <div className="lu:flex lu:justify-end">
            <Button type="submit" disabled={pending}>
              {pending ? (
                <LoaderCircle aria-hidden="true" className="lu:motion-safe:animate-spin" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {pending ? t`正在调用智能体…` : t`发送`}
            </Button>
          </div>
          {error ? (
            <Callout tone="danger" icon={<CircleAlert aria-hidden="true" />}>
              {error}
            </Callout>
          ) : null}
        </form>
        {result ? (
          <TestResult result={result} count={count} />
        ) : (
          <EmptyState
            className="lu:py-8"
            icon={<FlaskConical aria-hidden="true" />}
            titleAs="p"
            description={t`还没有测试过。发送一条消息试试。`}
          />
        )}
      </section>
    </Card>
  );
}

function TestResult({
  result,
  count,
}: {
  result: AgentTestResult;
  count: (value: number) => string;
}) {
  const { t } = useLingui();
  const outcomes: Record<AgentTestOutcome, string> = {
    complete: t`调用成功`,
    down: t`无法连接`,
    timeout: t`超时`,
    tooLarge: t`回复过大`,
    invalid: t`回复格式不对`,
    agentError: t`智能体报错`,
    refused: t`凭证被拒绝`,
  };
  const succeeded = result.outcome === 'complete';
  const first = result.firstEventMs === null ? null : count(result.firstEventMs);
  const total = count(result.totalMs);
  return (
    <div
      data-slot="agent-test-result"
      className="lu:border-border lu:space-y-4 lu:border-t lu:pt-5"
    >
      <div role="status" className="lu:space-y-2">
        <div className="lu:flex lu:flex-wrap lu:items-center lu:gap-2">
          <Badge tone={succeeded ? 'success' : 'danger'}>
            {succeeded ? <CircleCheck aria-hidden="true" /> : <CircleX aria-hidden="true" />}
            {outcomes[result.outcome]}
          </Badge>
          {result.message ? (
            <p className="lu:text-foreground lu:min-w-0 lu:text-sm lu:break-words">
              {result.message}
            </p>
          ) : null}
        </div>
        <ul className="lu:text-muted-foreground lu:flex lu:flex-wrap lu:gap-x-4 lu:gap-y-1 lu:text-sm lu:tabular-nums lu:[&_svg]:size-4 lu:[&_svg]:shrink-0">
          <li className="lu:flex lu:items-center lu:gap-1.5">
            <Zap aria-hidden="true" />
            {first === null ? t`没有收到事件` : t`首个事件 ${first} 毫秒`}
          </li>
          <li className="lu:flex lu:items-center lu:gap-1.5">
            <Timer aria-hidden="true" />
            {t`共 ${total} 毫秒`}
          </li>
          <li className="lu:flex lu:items-center lu:gap-1.5">
            <Gauge aria-hidden="true" />
            {plural(result.remaining, { other: '本小时还可测试 # 次' })}
          </li>
        </ul>
      </div>
      <Tabs defaultValue="reply" className="lu:space-y-3">
        <TabsList className="lu:sm:w-fit">
          <TabsTrigger value="reply">{t`回复`}</TabsTrigger>
          <TabsTrigger value="events">{t`事件`}</TabsTrigger>
          <TabsTrigger value="request">{t`请求`}</TabsTrigger>
        </TabsList>
        <TabsContent value="reply">
          {result.reply ? (
            <div className="lu:border-border lu:rounded-lg lu:border lu:px-4 lu:py-3">
              <Markdown className="lu:text-sm">{result.reply}</Markdown>
            </div>
          ) : (
            <p className="lu:text-muted-foreground lu:border-border lu:rounded-lg lu:border lu:border-dashed lu:px-4 lu:py-6 lu:text-center lu:text-sm">
              {t`没有回复内容`}
            </p>
          )}
        </TabsContent>
        <TabsContent value="events">
          <EventTable events={result.events} count={count} />
        </TabsContent>
        <TabsContent value="request" className="lu:space-y-5">
          {result.requests.map((request, index) => (
            // the requests are the call's, in the order sent: their place is their identity
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <RequestView key={index} request={request} />
          ))}
          {result.signedString === null ? null : <SignedString value={result.signedString} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** the box of a table that may be wider than a phone: it scrolls, not the page */
const tableFrame = 'lu:border-border lu:overflow-x-auto lu:rounded-lg lu:border';
const headCell =
  'lu:bg-muted lu:text-muted-foreground lu:px-3 lu:py-2 lu:text-left lu:text-xs lu:font-medium';
const bodyCell = 'lu:border-border lu:border-t lu:px-3 lu:py-1.5 lu:align-top';

function EventTable({
  events,
  count,
}: {
  events: AgentTestResult['events'];
  count: (value: number) => string;
}) {
  const { t } = useLingui();
  return (
    <div className={tableFrame}>
      <table className="lu:w-full lu:table-fixed lu:border-collapse lu:font-mono lu:text-xs lu:leading-5">
        <caption className="lu:sr-only">{t`智能体返回的事件`}</caption>
        <colgroup>
          <col className="lu:w-20 lu:sm:w-24" />
          <col className="lu:w-20 lu:sm:w-24" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={cn(headCell, 'lu:font-sans lu:text-right')}>
              {t`时间（毫秒）`}
            </th>
            <th scope="col" className={cn(headCell, 'lu:font-sans')}>
              {t`类型`}
            </th>
            <th scope="col" className={cn(headCell, 'lu:font-sans')}>
              {t`内容`}
            </th>
          </tr>
        </thead>
        <tbody>
          {events.length === 0 ? (
            <tr>
              <td
                colSpan={3}
                className={cn(bodyCell, 'lu:text-muted-foreground lu:text-center lu:font-sans')}
              >
                {t`没有收到事件`}
              </td>
            </tr>
          ) : (
            events.map((event, index) => (
              // events arrive in order and may repeat: their place is their identity
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                <td className={cn(bodyCell, 'lu:text-foreground lu:text-right lu:tabular-nums')}>
                  {count(event.atMs)}
                </td>
                <td
                  className={cn(
                    bodyCell,
                    event.type === 'error' ? 'lu:text-danger' : 'lu:text-foreground',
                  )}
                >
                  {event.type}
                </td>
                <td
                  className={cn(bodyCell, 'lu:text-foreground lu:break-all lu:whitespace-pre-wrap')}
                >
                  {event.data}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** JSON as it reads best (indented); anything else as sent */
function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function RequestView({ request }: { request: AgentTestRequest }) {
  const { t } = useLingui();
  const headers = Object.entries(request.headers);
  return (
    <article className="lu:space-y-3">
      <div className="lu:flex lu:items-start lu:gap-2">
        <h3 className="lu:text-foreground lu:flex lu:min-w-0 lu:flex-1 lu:items-start lu:gap-2 lu:pt-1">
          <Badge tone="primary" className="lu:font-mono">
            {request.method}
          </Badge>
          <code className="lu:min-w-0 lu:font-mono lu:text-sm lu:break-all">{request.url}</code>
        </h3>
        <CopyButton value={request.url} label={t`复制请求地址`} />
      </div>
      {headers.length > 0 ? (
        <div className={tableFrame}>
          <table className="lu:w-full lu:table-fixed lu:border-collapse lu:font-mono lu:text-xs lu:leading-5">
            <caption className="lu:sr-only">{t`请求头`}</caption>
            <colgroup>
              <col className="lu:w-[40%] lu:sm:w-48" />
              <col />
            </colgroup>
            <thead>
              <tr>
                <th scope="col" className={cn(headCell, 'lu:font-sans')}>
                  {t`请求头`}
                </th>
                <th scope="col" className={cn(headCell, 'lu:font-sans')}>
                  {t`值`}
                </th>
              </tr>
            </thead>
            <tbody>
              {headers.map(([name, value]) => (
                <tr key={name}>
                  <th
                    scope="row"
                    className={cn(
                      bodyCell,
                      'lu:text-muted-foreground lu:text-left lu:font-normal lu:break-all',
                    )}
                  >
                    {name}
                  </th>
                  <td className={cn(bodyCell, 'lu:text-foreground lu:break-all')}>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {request.body ? (
        <CodeBlock
          title={t`请求体`}
          copyLabel={t`复制请求体`}
          value={prettyBody(request.body)}
          wrap={false}
        />
      ) : (
        <p className="lu:text-muted-foreground lu:text-sm">{t`没有请求体`}</p>
      )}
    </article>
  );
}

function SignedString({ value }: { value: string }) {
  const { t } = useLingui();
  return (
    <CodeBlock
      title={t`签名字符串`}
      copyLabel={t`复制签名字符串`}
      value={value}
      wrap
      note={t`签名 = SHA-256(签名字符串)，其中签名密钥为智能体密钥的 SHA-256。`}
    />
  );
}

/**
 * A titled block of code with a copy button. `wrap` breaks long lines (one long string);
 * otherwise lines keep their indentation and scroll inside the block (pretty-printed JSON).
 */
function CodeBlock({
  title,
  copyLabel,
  value,
  wrap,
  note,
}: {
  title: string;
  copyLabel: string;
  value: string;
  wrap: boolean;
  note?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="lu:space-y-1.5">
      <div className="lu:border-border lu:bg-muted lu:overflow-hidden lu:rounded-lg lu:border">
        <div className="lu:border-border lu:flex lu:items-center lu:justify-between lu:gap-2 lu:border-b lu:py-0.5 lu:pr-1 lu:pl-3">
          <h3 id={titleId} className="lu:text-muted-foreground lu:text-xs lu:font-medium">
            {title}
          </h3>
          <CopyButton value={value} label={copyLabel} />
        </div>
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a long line scrolls; the keyboard must reach it
          tabIndex={0}
          className={cn(
            'lu:text-foreground lu:max-h-80 lu:overflow-auto lu:p-3 lu:font-mono lu:text-xs lu:leading-5',
            wrap && 'lu:break-all lu:whitespace-pre-wrap',
          )}
        >
          {value}
        </pre>
      </div>
      {note ? <p className="lu:text-muted-foreground lu:text-xs">{note}</p> : null}
    </section>
  );
}

/** copies the value, as the agent's credentials do: a notice says whether it worked */
function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className="lu:text-muted-foreground lu:hover:text-foreground"
      aria-label={label}
      title={label}
      onClick={() => {
        navigator.clipboard?.writeText(value).then(
          () => toast.success(t`已复制`),
          () => toast.error(t`复制失败，请手动选择复制`),
        );
      }}
    >
      <Copy aria-hidden="true" />
    </Button>
  );
}
