/**
 * The server's messages in both interface languages. Code throws and answers the English
 * text; the answer is translated at the edge into the language of the request.
 */
import type { Context } from 'hono';

export type Language = 'en' | 'zh';

const ZH: Record<string, string> = {
  'Invalid username or password': '用户名或密码错误',
  'Login failed': '登录失败',
  'Server error. Please try again later.': '服务器错误，请稍后再试',
  'Too many attempts. Please try again later.': '尝试次数过多，请稍后再试',
  'Please sign in': '请先登录',
  'Not allowed': '没有权限',
  'Invalid API key': 'API 密钥无效',
  'QR code expired': '二维码已过期',
  'QR code already used': '二维码已被使用',
  'Waiting for confirmation': '等待手机确认',
  'Auto login failed: no user info returned': '自动登录失败：未返回用户信息',
  'Invalid request': '请求参数有误',
  'Invalid JSON body': '请求体不是有效的 JSON',
  'Contains a character that is not allowed': '包含不允许的字符',
  'Request body too large': '请求体过大',
  'Not found': '未找到',
  'User not found': '用户不存在',
  'Agent not found': '智能体不存在',
  'Please say what changed in this version': '请写明这个版本更新了什么',
  // reviews
  'Only subscribers of this agent can review it': '只有订阅了该智能体的用户才能评价',
  'Review not found': '评价不存在',
  'You cannot report your own review': '不能举报自己的评价',
  'Please write a reply': '请填写回复内容',
  'Please say what is wrong with this review': '请说明这条评价哪里有问题',
  'Please choose a reason': '请选择原因',
  'Please give a reason': '请填写原因',
  'Signature timestamp outside the allowed window': '签名时间戳超出允许范围',
  // legions
  'Legion not found': '军团不存在',
  'You can only use your own agents or agents on the market':
    '只能使用你自己的智能体或插件市场上的智能体',
  'Every member must be on the market before the legion is': '所有成员都上架后，军团才能发布',
  'Only a pending submission can be reviewed': '只能审核待审核的提交',
  'Each agent can be a member once': '同一个智能体只能加入一次',
  'Choose the agent that routes requests': '请选择负责分派请求的智能体',
  'A legion needs at least 2 members': '军团至少需要 2 个成员',
  'A legion has at most 5 members': '军团最多 5 个成员',
  // chatting with an agent
  'Subscribe to the agent to chat with it': '订阅该智能体后才能对话',
  'A reply is still on its way': '上一条回复还在生成中',
  'There is no question to ask again': '没有可以重新提问的问题',
  'Knowledge base not found': '知识库不存在',
  'Document not found': '文档不存在',
  'Please enter a name': '请输入名称',
  'Please enter a query': '请输入检索内容',
  'choose 1–5 passages the question should find': '请选择 1–5 个这个问题应该找到的文本段',
  'A knowledge base holds at most 100 test questions': '一个知识库最多保存 100 个测试问题',
  'Test question not found': '测试问题不存在',
  'A document with the same content is already in this base': '知识库里已有内容相同的文档',
  'That passage is no longer in the knowledge base': '这个文本段已不在知识库中',
  'a word is 1–30 characters on one line': '每个词 1–30 个字符，不能换行',
  'a group of synonyms needs at least two different words': '每组同义词至少要有两个不同的词',
  'at most 500 terms': '最多 500 个专有词',
  'at most 200 groups': '最多 200 组同义词',
  'at most 10 words in a group': '每组最多 10 个词',
  'The file is larger than 20 MB': '文件不能超过 20 MB',
  'Please choose a file': '请选择文件',
  'Only these formats can be uploaded: TXT, MARKDOWN, MDX, PDF, HTML, XLSX, XLS, DOCX, CSV, VTT, PROPERTIES, MD, HTM':
    '仅支持上传以下格式：TXT、MARKDOWN、MDX、PDF、HTML、XLSX、XLS、DOCX、CSV、VTT、PROPERTIES、MD、HTM',
  'Only a failed document can be retried': '只有处理失败的文档可以重试',
  'The document is still processing or has failed': '文档仍在处理中或处理失败',
  'The document could not be processed. Please retry.': '文档处理失败，请重试',
  'Processing this document was interrupted by a server restart too many times. Please retry.':
    '文档处理因服务重启多次中断，请重试',
  "Your knowledge space is full: this file does not fit in your plan's quota":
    '知识库空间已满：此文件超出当前套餐的容量',
  'Database unavailable': '数据库不可用',
  'username required': '请输入用户名',
  'password required': '请输入密码',
  'mobile or email is required': '请提供手机号或邮箱',
  'a mainland mobile number of 11 digits': '请输入 11 位手机号',
  // the contract's validation messages (packages/api/src/developer.ts)
  'Please fill in the required fields completely': '请完整填写必填项',
  'Please enter a valid mobile phone number': '请输入有效的手机号码',
  'Please enter a valid ID card number': '请输入有效的身份证号码',
  'Please enter a valid unified social credit code': '请输入有效的统一社会信用代码',
  'Please enter a valid email address': '请输入有效的邮箱地址',
  'Please enter a valid URL': '请输入有效的网址',
  'Please enter a version like 1.0.0': '请输入形如 1.0.0 的版本号',
  'Please upload the image': '请上传图片',
  'Please give the reason for the rejection': '请填写驳回原因',
  'Please say what to fix': '请填写需要修改的内容',
  'Only a rejection has points to fix': '只有驳回时才能列出修改项',
  'Please enter a mobile number, user id or email': '请输入手机号、用户 ID 或邮箱',
  'Please enter a valid user id': '请输入有效的用户 ID',
  'a date like 2026-01-31': '请输入形如 2026-01-31 的日期',
  'The start date must not be after the end date': '开始日期不能晚于结束日期',
  'The range can be at most 366 days': '时间范围最长为 366 天',
  'The end date must not be after today': '结束日期不能晚于今天',
  id: '编号无效',
  userId: '用户 ID 无效',
  // certification
  'Your application is under review': '你的申请正在审核中',
  'You are already a certified developer': '你已经是认证开发者',
  'This application has already been reviewed': '该申请已审核',
  'Application not found': '申请不存在',
  'Unknown point': '修改项不存在',
  // agents
  'This agent has a version under review': '该智能体有版本正在审核中',
  'This agent has no draft to submit': '这个智能体没有待提交的草稿',
  'Please enter the model name': '请填写模型名称',
  'Too many test calls: please try again later': '测试次数过多，请稍后再试',
  'No agent card could be read at this address': '这个地址读不到智能体名片',
  'Check the agent before submitting it: no check without a blocking failure in the last 24 hours':
    '提交前请先完成接入检查：最近 24 小时内没有全部阻断项都通过的检查',
  'The last check found a blocking problem: fix it, check again, then submit':
    '最近一次接入检查有阻断项未通过：请修复后重新检查，再提交',
  'The server cannot keep API keys: its LEGION_SECRET_KEY is not set. Please tell the administrator':
    '服务器未设置 LEGION_SECRET_KEY，无法保存 API 密钥，请联系管理员',
  'The new version must be higher than the live version': '新版本号必须高于当前上线的版本',
  'Agent version not found': '智能体版本不存在',
  'This version has already been reviewed': '该版本已审核',
  // orders
  'Order not found': '订单不存在',
  // plans and payment (the contract's messages in packages/api/src/plans.ts, then the server's)
  'This plan does not exist': '该套餐不存在',
  'The free plan cannot be bought': '免费版无需购买',
  'Please read and accept the service agreement first': '请先阅读并同意服务协议',
  'Please choose 1, 3, 6 or 12 months': '请选择 1、3、6 或 12 个月',
  'Only a pending order can be paid': '只有待支付的订单可以支付',
  'Only a pending order can be cancelled': '只有待支付的订单可以取消',
  'Payment is not available right now': '暂时无法支付',
  'Invalid signature': '签名无效',
  'The amount does not match the order': '金额与订单不符',
  'The order was cancelled: the payment will be refunded': '订单已取消，该笔支付将退款',
  'The order is already paid: the payment will be refunded': '订单已支付，该笔支付将退款',
  'The payer declined the payment': '付款方已拒绝支付',
  // image uploads
  'The image is larger than 2 MB': '图片不能超过 2 MB',
  'Choose at most 1 image at a time': '每次最多选择 1 张图片',
  'Only PNG, JPEG, WebP or GIF images can be uploaded': '仅支持上传 PNG、JPEG、WebP 或 GIF 图片',
  'Please choose an image': '请选择图片',
  'You have reached the limit of 200 uploaded images': '已达到 200 张图片的上传上限',
  // uploads of every kind (apps/server/src/http/upload-rate.ts)
  'Too many uploads: please try again later': '上传过于频繁，请稍后再试',
  // team
  'You cannot add yourself to your team': '不能将自己添加为团队成员',
  'This user is already a member of your team': '该用户已是你的团队成员',
  'Your team is full': '团队成员已满',
  'Not a member of your team': '不是你的团队成员',
  'You can only authorize your own agents': '只能授权你自己的智能体',
  'This member has neither a mobile number nor an e-mail': '该成员没有手机号或邮箱',
  // feedback (the contract's messages in packages/api/src/feedback.ts, then the server's)
  'Please enter the 6-digit code': '请输入 6 位验证码',
  'The code is wrong or has expired: please ask for a new one': '验证码错误或已过期，请重新获取',
  'Too many codes requested: please try again later': '获取验证码过于频繁，请稍后再试',
  'SMS codes cannot be sent right now': '暂时无法发送短信验证码',
};

/** messages with a number or a field name in them, as the contract's schemas build them */
const ZH_PATTERNS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^at most (\d+) characters$/, (match) => `最多 ${match[1]} 个字符`],
  // the mount helper's message for a field missing altogether
  [/^\w+ required$/, () => '请完整填写必填项'],
];

/**
 * The language of a request: the X-Language header (en | zh) the web app sends, else the
 * first language of Accept-Language. Without either, English: the API's callers that state
 * no language are tools and scripts; the web app always states one.
 */
export function requestLanguage(c: Context): Language {
  const explicit = c.req.header('x-language')?.trim().toLowerCase();
  if (explicit === 'en' || explicit === 'zh') return explicit;
  const accepted = c.req.header('accept-language')?.split(',')[0]?.trim().toLowerCase() ?? '';
  return accepted.startsWith('zh') ? 'zh' : 'en';
}

/** The message in the language; messages without a translation stay as they are. */
export function translate(message: string, language: Language): string {
  if (language !== 'zh') return message;
  const exact = ZH[message];
  if (exact !== undefined) return exact;
  for (const [pattern, zh] of ZH_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return zh(match);
  }
  return message;
}
