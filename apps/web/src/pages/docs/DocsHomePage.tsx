/** /docs: every category with its articles. */
import { DocsCategoryGrid, DocsPageHeader } from '@legion/screens';
import { useLingui } from '@lingui/react/macro';
import { useDocs } from './DocsFrame.tsx';

export default function DocsHomePage() {
  const { t } = useLingui();
  const { categories } = useDocs();
  return (
    <div>
      <DocsPageHeader
        title={t`文档中心`}
        description={t`使用 Legion 的说明：从入门、开发者认证和提交智能体，到知识库、套餐支付和 API。`}
      />
      <DocsCategoryGrid categories={categories} />
    </div>
  );
}
