/**
 * The login modal: QR login (width 400, QR 170 px, level M) with its
 * loading, error and refresh states, and a password form. The flow's state and calls come
 * from the caller (see useQrLogin); this component only shows them.
 */
import { useLingui } from '@lingui/react/macro';
import { RefreshCw, Smartphone } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../Dialog/Dialog.tsx';
import { Field } from '../Field/Field.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs/Tabs.tsx';
import { loginErrorMessage, loginMessages } from './login-errors.ts';
import { NO_QR, type QrLogin, type QrLoginDeps, type QrState, useQrLogin } from './useQrLogin.ts';

export const LOGIN_DIALOG_WIDTH = 400;
export const LOGIN_QR_SIZE = 170;

export interface PasswordValues {
  username: string;
  password: string;
}

export type LoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the QR state to show (default: the one `qrLogin` carries, as useQrLogin returns it) */
  qr?: QrState;
  /** the QR flow: what `useQrLogin` returns */
  qrLogin: Pick<QrLogin, 'value' | 'status' | 'refresh'> & { qr?: QrState };
  /** signs in with a password; rejects with the API's error */
  onPasswordLogin: (values: PasswordValues) => Promise<void>;
  /** shown under the QR, e.g. the sandbox phone link on a laptop */
  qrFooter?: ReactNode;
  defaultTab?: 'qr' | 'password';
  /** the dialog's title (default: "Sign in"); a product usually names itself here */
  title?: ReactNode;
  /** the line under the title: what signing in gives (none by default) */
  description?: ReactNode;
  /** the phone app that scans the code, as the messages name it ("Open Acme App …") */
  appName: string;
  /**
   * Inside the host chat app a QR makes no sense (it is the phone): offer signing in with
   * the app's own account instead.
   */
  hostApp?: { onHostLogin: () => void; pending: boolean; failed: boolean };
};

function HostAppPanel({
  onHostLogin,
  pending,
  failed,
  appName,
}: NonNullable<LoginDialogProps['hostApp']> & { appName: string }) {
  const { t, i18n } = useLingui();
  return (
    <div className="lu:flex lu:flex-col lu:items-center lu:gap-4 lu:py-4 lu:text-center">
      <p className="lu:text-muted-foreground lu:text-sm">{t`你正在 ${appName} App 中，可直接使用当前账号登录。`}</p>
      {failed ? (
        <p role="alert" className="lu:text-danger lu:text-sm">
          {i18n._(loginMessages.autoLoginFailed)}
        </p>
      ) : null}
      <Button onClick={onHostLogin} disabled={pending} className="lu:w-full">
        {pending ? <Spinner size="sm" label={t`正在登录`} /> : null}
        {t`使用 ${appName} 账号登录`}
      </Button>
    </div>
  );
}

function QrPanel({
  qr,
  qrLogin,
  qrFooter,
  appName,
}: Pick<LoginDialogProps, 'qrLogin' | 'qrFooter'> & { qr: QrState; appName: string }) {
  const { t, i18n } = useLingui();
  const expired = qrLogin.status === 'expired';
  const refresh = (
    <Button variant="outline" size="sm" onClick={qrLogin.refresh}>
      <RefreshCw aria-hidden="true" />
      {t`刷新二维码`}
    </Button>
  );
  let body: ReactNode;
  if (qr.qrLoading) {
    body = <Spinner size="lg" label={t`正在获取二维码`} />;
  } else if (qr.qrError !== null) {
    body = (
      <div role="alert" className="lu:flex lu:flex-col lu:items-center lu:gap-3 lu:text-center">
        <p className="lu:text-danger lu:text-sm">{qr.qrError || i18n._(loginMessages.qrFailed)}</p>
        {refresh}
      </div>
    );
  } else if (qrLogin.value) {
    body = (
      <div className="lu:relative">
        <QRCodeSVG
          value={qrLogin.value}
          size={LOGIN_QR_SIZE}
          level="M"
          marginSize={0}
          role="img"
          aria-label={t`登录二维码`}
          className={expired ? 'lu:opacity-15' : undefined}
        />
        {expired ? (
          <div
            role="alert"
            className="lu:absolute lu:inset-0 lu:flex lu:flex-col lu:items-center lu:justify-center lu:gap-2 lu:text-center"
          >
            <p className="lu:text-foreground lu:text-sm lu:font-medium">{t`二维码已过期`}</p>
            {refresh}
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div className="lu:flex lu:flex-col lu:items-center lu:gap-4 lu:pt-2">
      <p className="lu:text-muted-foreground lu:text-center lu:text-sm">
        {qrLogin.status === 'scanned'
          ? t`已扫描，请在手机上确认登录`
          : t`打开 ${appName} App，扫描二维码登录`}
      </p>
      <div
        className="lu:border-border lu:flex lu:items-center lu:justify-center lu:rounded-lg lu:border lu:bg-white lu:p-3"
        style={{ width: LOGIN_QR_SIZE + 26, height: LOGIN_QR_SIZE + 26 }}
      >
        {body}
      </div>
      {qrLogin.value && !expired && !qr.qrLoading ? refresh : null}
      <ol className="lu:bg-muted lu:text-muted-foreground lu:w-full lu:list-inside lu:list-decimal lu:space-y-1 lu:rounded-md lu:px-4 lu:py-3 lu:text-xs">
        <li>{t`在手机上打开 ${appName} App`}</li>
        <li>{t`点击右上角的“扫一扫”`}</li>
        <li>{t`扫描上方二维码并确认登录`}</li>
      </ol>
      {qrFooter}
    </div>
  );
}

function PasswordPanel({ onPasswordLogin }: Pick<LoginDialogProps, 'onPasswordLogin'>) {
  const { t, i18n } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ defaultValues: { username: '', password: '' } });
  const submit = handleSubmit(async (values) => {
    if (isSubmitting) return;
    setFailure(null);
    try {
      await onPasswordLogin({ username: values.username.trim(), password: values.password });
    } catch (error) {
      setFailure(loginErrorMessage(error, i18n));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="lu:flex lu:flex-col lu:gap-4 lu:pt-2">
      <Field
        label={t`用户名`}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username', {
          validate: (value) => value.trim().length > 0 || t`请输入用户名`,
        })}
      />
      <Field
        label={t`密码`}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { required: t`请输入密码` })}
      />
      {failure ? (
        <p
          role="alert"
          className="lu:bg-danger/10 lu:text-danger lu:rounded-md lu:px-3 lu:py-2 lu:text-sm"
        >
          {failure}
        </p>
      ) : null}
      {/* aria-disabled, not disabled: the button keeps focus while the request runs */}
      <Button type="submit" aria-disabled={isSubmitting || undefined} className="lu:w-full">
        {isSubmitting ? <Spinner size="sm" label={t`正在登录`} /> : null}
        {t`登录`}
      </Button>
    </form>
  );
}

export function LoginDialog({
  open,
  onOpenChange,
  qr,
  qrLogin,
  onPasswordLogin,
  qrFooter,
  defaultTab = 'qr',
  appName,
  hostApp,
  title,
  description,
}: LoginDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t`关闭`}
        style={{ maxWidth: LOGIN_DIALOG_WIDTH }}
        // without a description line, nothing describes the dialog (Radix asks to say so)
        {...(description ? {} : { 'aria-describedby': undefined })}
        data-testid="login-dialog"
      >
        <div className="lu:flex lu:flex-col lu:gap-4">
          <div className="lu:space-y-1">
            <DialogTitle className="lu:flex lu:items-center lu:gap-2">
              <Smartphone aria-hidden="true" className="lu:text-primary lu:size-5" />
              {title ?? t`登录`}
            </DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </div>
          <Tabs defaultValue={defaultTab}>
            <TabsList aria-label={t`登录方式`}>
              <TabsTrigger value="qr">{hostApp ? t`App 账号登录` : t`扫码登录`}</TabsTrigger>
              <TabsTrigger value="password">{t`密码登录`}</TabsTrigger>
            </TabsList>
            <TabsContent value="qr">
              {hostApp ? (
                <HostAppPanel {...hostApp} appName={appName} />
              ) : (
                <QrPanel
                  qr={qr ?? qrLogin.qr ?? NO_QR}
                  qrLogin={qrLogin}
                  qrFooter={qrFooter}
                  appName={appName}
                />
              )}
            </TabsContent>
            <TabsContent value="password">
              <PasswordPanel onPasswordLogin={onPasswordLogin} />
            </TabsContent>
          </Tabs>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export type QrLoginDialogProps = Omit<LoginDialogProps, 'qr' | 'qrLogin'> &
  QrLoginDeps & {
    /** stops the QR flow once someone is signed in (default false) */
    isAuthenticated?: boolean;
  };

/**
 * The login dialog with its QR flow wired: give it the platform calls (`fetchQrParams`,
 * `checkStatus`, `qrLogin`), what to do once signed in (`onAuthenticated`) and the password
 * sign-in; it fetches, redraws and polls the code while it is open (see useQrLogin).
 */
export function QrLoginDialog({
  fetchQrParams,
  checkStatus,
  qrLogin,
  onAuthenticated,
  isAuthenticated = false,
  ...props
}: QrLoginDialogProps) {
  const flow = useQrLogin({
    visible: props.open && !props.hostApp,
    isAuthenticated,
    fetchQrParams,
    checkStatus,
    qrLogin,
    onAuthenticated,
  });
  return <LoginDialog {...props} qrLogin={flow} />;
}
