/**
 * The signed-in user's knowledge bases (/knowledge): create, rename and delete them,
 * and the space their files take against the plan's quota.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  type KnowledgeBase,
  type KnowledgeBaseInput,
  knowledgeBaseInputSchema,
} from '@legion/api';
import { KnowledgeBaseList } from '@legion/screens';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Field,
  PageContainer,
  PageHeader,
  TextAreaField,
  toast,
} from '@legion/ui';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../api.ts';
import {
  BASES_KEY,
  KNOWLEDGE_KEY,
  KnowledgeUsage,
  useBases,
  useKnowledgeMessage,
} from '../../features/knowledge/knowledge.tsx';

/** create (no base) or rename and describe (a base) */
function BaseDialog({
  open,
  base,
  onClose,
}: {
  open: boolean;
  base: KnowledgeBase | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const message = useKnowledgeMessage();
  const queryClient = useQueryClient();
  const form = useForm<KnowledgeBaseInput>({
    resolver: zodResolver(knowledgeBaseInputSchema),
    defaultValues: { name: base?.name ?? '', description: base?.description ?? '' },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: KnowledgeBaseInput) =>
      base
        ? api.call('updateKnowledgeBase', { ...values, id: base.id })
        : api.call('createKnowledgeBase', values),
    onSuccess: (saved) => {
      queryClient.setQueryData(BASES_KEY, (current: KnowledgeBase[] | undefined) =>
        base
          ? (current ?? []).map((entry) => (entry.id === saved.id ? saved : entry))
          : [saved, ...(current ?? [])],
      );
      toast.success(base ? t`已保存` : t`已创建知识库“${saved.name}”`);
      onClose();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.name) form.setError('name', { message: fields.name });
      else if (fields?.description) form.setError('description', { message: fields.description });
      else form.setError('root', { message: error.message });
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent closeLabel={t`关闭`} className="lu:max-w-md">
        <DialogTitle>{base ? t`编辑知识库` : t`新建知识库`}</DialogTitle>
        <DialogDescription>
          {base ? t`修改名称和描述，文档不受影响。` : t`给知识库起个名字，之后就可以上传文档。`}
        </DialogDescription>
        <form
          noValidate
          className="lu:mt-4 lu:space-y-4"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <Field
            label={t`名称`}
            required
            maxLength={50}
            autoComplete="off"
            placeholder={t`例如：产品手册`}
            error={message(errors.name?.message)}
            {...form.register('name')}
          />
          <TextAreaField
            label={t`描述`}
            rows={3}
            maxLength={200}
            hint={t`选填，最多 200 个字符`}
            error={message(errors.description?.message)}
            {...form.register('description')}
          />
          {errors.root ? (
            <p role="alert" className="lu:text-danger lu:text-sm">
              {errors.root.message}
            </p>
          ) : null}
          <div className="lu:flex lu:justify-end lu:gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              {t`取消`}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t`正在保存…` : base ? t`保存` : t`创建`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({ base, onClose }: { base: KnowledgeBase | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.call('deleteKnowledgeBase', { id: base?.id ?? '' }),
    onSuccess: () => {
      queryClient.setQueryData(BASES_KEY, (current: KnowledgeBase[] | undefined) =>
        (current ?? []).filter((entry) => entry.id !== base?.id),
      );
      void queryClient.invalidateQueries({ queryKey: KNOWLEDGE_KEY });
      toast.success(t`已删除知识库`);
      onClose();
    },
    onError: (error) => toast.error(error.message),
  });
  const count = base?.documentCount ?? 0;
  return (
    <ConfirmDialog
      open={base !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t`删除知识库“${base?.name}”？`}
      description={
        count > 0
          ? t`其中的 ${plural(count, { other: '# 个文档' })}、文件和索引会一并删除，无法恢复。`
          : t`删除后无法恢复。`
      }
      confirmLabel={
        <>
          <Trash2 aria-hidden="true" />
          {t`删除`}
        </>
      }
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  );
}

export default function KnowledgeListPage() {
  const { t } = useLingui();
  const bases = useBases();
  const [dialog, setDialog] = useState<{ base: KnowledgeBase | null } | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeBase | null>(null);
  const create = () => setDialog({ base: null });
  return (
    <PageContainer>
      <PageHeader
        title={t`知识库`}
        description={t`上传文档，解析成可检索的文本段，供智能体回答时引用。`}
        actions={
          <Button onClick={create}>
            <Plus aria-hidden="true" />
            {t`新建知识库`}
          </Button>
        }
      />
      <KnowledgeUsage className="lu:mb-6" />
      <KnowledgeBaseList
        bases={bases.data}
        error={bases.isError}
        onReload={() => void bases.refetch()}
        documentsHref={(base) => `/knowledge/${base.id}/documents`}
        uploadHref={(base) => `/knowledge/${base.id}/upload`}
        onEdit={(base) => setDialog({ base })}
        onDelete={setDeleting}
        onCreate={create}
      />
      {dialog ? (
        <BaseDialog
          key={dialog.base?.id ?? 'new'}
          open
          base={dialog.base}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <DeleteDialog base={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}
