import { z } from 'zod';
import { publishTermsRequest } from '@gym/modules/membership/contracts/contract-contracts';
import type { ContractTerms } from '@gym/modules/membership/contracts/contract-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextAreaField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { usePublishTerms } from '../api/publish-terms';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The form edits the questions as one per line in each language; the server's schema checks what it becomes (the
 * same number of lines in both languages, each a question).
 */
const termsForm = z
  .object({ termsEn: z.string(), termsAr: z.string(), questionsEn: z.string(), questionsAr: z.string() })
  .transform(({ termsEn, termsAr, questionsEn, questionsAr }) => {
    const en = lines(questionsEn);
    const ar = lines(questionsAr);
    return {
      termsEn,
      termsAr,
      questions: en.map((question, i) => ({ en: question, ar: ar[i] ?? '' })),
      extra: ar.length - en.length,
    };
  })
  .pipe(
    z
      .object({
        termsEn: z.string(),
        termsAr: z.string(),
        questions: z.array(z.object({ en: z.string(), ar: z.string() })),
        extra: z.number(),
      })
      .refine((form) => form.extra <= 0, { message: 'Write the English text', path: ['questionsEn'] })
      .transform(({ extra: _extra, ...terms }) => terms)
      .pipe(publishTermsRequest),
  );

type TermsValues = z.input<typeof termsForm>;

/** Publish the next version of the terms, starting from the version in force. */
export function TermsDialog({
  current,
  open,
  onClose,
}: {
  current: ContractTerms | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const publish = usePublishTerms();
  return (
    <FormDialog<TermsValues, z.output<typeof termsForm>>
      open={open}
      onClose={onClose}
      wide
      title={t('contracts.terms.dialogTitle')}
      description={t('contracts.terms.dialogDescription')}
      schema={termsForm}
      defaultValues={{
        termsEn: current?.termsEn ?? '',
        termsAr: current?.termsAr ?? '',
        questionsEn: current?.questions.map((q) => q.en).join('\n') ?? '',
        questionsAr: current?.questions.map((q) => q.ar).join('\n') ?? '',
      }}
      submitLabel={t('contracts.terms.publish')}
      failureMessage={t('contracts.terms.notPublished')}
      onSubmit={async (values, { idempotencyKey }) => {
        await publish.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: t('contracts.terms.published') });
      }}
    >
      {({ field }) => (
        <div dir="ltr" className="grid gap-4 md:grid-cols-2">
          <div lang="en" dir="ltr" className="grid gap-4">
            <TextAreaField label={t('contracts.terms.termsEn')} rows={12} {...field('termsEn')} />
            <TextAreaField
              label={t('contracts.terms.questionsEn')}
              hint={t('contracts.terms.onePerLine')}
              rows={7}
              {...field('questionsEn')}
            />
          </div>
          <div lang="ar" dir="rtl" className="grid gap-4">
            <TextAreaField label={t('contracts.terms.termsAr')} rows={12} {...field('termsAr')} />
            <TextAreaField
              label={t('contracts.terms.questionsAr')}
              hint={t('contracts.terms.onePerLine')}
              rows={7}
              {...field('questionsAr')}
            />
          </div>
        </div>
      )}
    </FormDialog>
  );
}
