import type { AgentCategory } from '@legion/api';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The name of each market category, in both languages. */
export const categoryLabels: Record<AgentCategory, MessageDescriptor> = {
  productivity: msg`效率办公`,
  writing: msg`写作创作`,
  knowledge: msg`知识问答`,
  development: msg`开发编程`,
  data: msg`数据分析`,
  design: msg`设计`,
  education: msg`教育学习`,
  lifestyle: msg`生活服务`,
};
