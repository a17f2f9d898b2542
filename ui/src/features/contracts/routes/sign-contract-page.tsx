import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryContent } from '../../../components/feedback/query-content';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useIdempotencyKeys } from '../../../lib/idempotency';
import { useT } from '../../../lib/i18n/use-t';
import { useContractTerms } from '../api/get-contract-terms';
import { useMemberContract } from '../api/get-member-contract';
import { useSignContract } from '../api/sign-contract';
import { useDocumentWords } from '../../../components/receipt/use-document-text';
import { BilingualTerms, CONTRACT_WORDS } from '../components/bilingual-terms';
import { ContractParties } from '../components/contract-parties';
import { SignaturePad } from '../components/signature-pad';
import type { SignaturePadHandle } from '../components/signature-pad';

/**
 * /members/:id/contract (canEditMembers): the contract of the member's current membership, read and signed at the
 * desk: both languages side by side, a yes/no answer to each health question, and the signature pad.
 */
export function Component() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const contract = useMemberContract(id);
  const terms = useContractTerms();
  const words = useDocumentWords();
  const sign = useSignContract();
  const keys = useIdempotencyKeys();
  const pad = useRef<SignaturePadHandle>(null);
  const [answers, setAnswers] = useState<Record<number, boolean>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const current = terms.data;
    if (!current) return;
    if (current.questions.some((_, i) => answers[i] === undefined)) {
      setProblem(t('contracts.sign.answerAll'));
      return;
    }
    const signature = pad.current && !pad.current.isEmpty() ? await pad.current.toPng() : null;
    if (!signature) {
      setProblem(t('contracts.sign.emptySignature'));
      return;
    }
    setProblem(null);
    const input = {
      memberId: id,
      termsVersion: current.version,
      answers: current.questions.map((_, i) => answers[i]!),
      signature,
    };
    sign.mutate(
      { input, idempotencyKey: keys.keyFor(input) },
      {
        onSuccess: () => {
          keys.done();
          toast({ variant: 'success', title: t('contracts.sign.done') });
          void navigate(`/members/${id}`);
        },
        onError: (error) => {
          setProblem(errorMessage(error));
          // New terms were published since the page opened: show them (their answers to be given again).
          if (isApiError(error) && error.answer?.code === 'contract.superseded_version') {
            setAnswers({});
            void terms.refetch();
          }
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('contracts.sign.title')}>
        <Link to={`/members/${id}`} className={buttonClasses('secondary')}>
          {t('contracts.sign.back')}
        </Link>
      </PageHeader>
      <QueryContent query={contract} loadingText={t('contracts.sign.loading')}>
        {(state) => (
          <QueryContent query={terms} loadingText={t('contracts.sign.loading')}>
            {(current) =>
              !current || !state.member ? (
                <p className="text-sm text-slate-700">{t('contracts.section.noTerms')}</p>
              ) : (
                <div className="grid gap-6 rounded-lg border border-slate-200 bg-white p-6">
                  <div className="grid gap-2">
                    <p className="text-sm text-slate-700">
                      {t('contracts.sign.version', { version: current.version })}
                    </p>
                    <ContractParties member={state.member} />
                  </div>
                  <BilingualTerms
                    terms={current}
                    answer={(index, language) => {
                      const question = language === 'en' ? current.questions[index]!.en : current.questions[index]!.ar;
                      return (
                        <fieldset className="flex gap-4">
                          <legend className="sr-only">{question}</legend>
                          {[true, false].map((yes) => (
                            <label key={String(yes)} className="flex items-center gap-1">
                              <input
                                type="radio"
                                name={`question-${index}-${language}`}
                                checked={answers[index] === yes}
                                onChange={() => setAnswers((before) => ({ ...before, [index]: yes }))}
                                className="size-4 accent-indigo-700"
                              />
                              {words(yes ? CONTRACT_WORDS.yes : CONTRACT_WORDS.no)[language]}
                            </label>
                          ))}
                        </fieldset>
                      );
                    }}
                  />
                  {Object.values(answers).some(Boolean) ? (
                    <p
                      role="note"
                      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
                    >
                      {t('contracts.section.declared')}
                    </p>
                  ) : null}
                  <div className="grid gap-2">
                    <h2 className="text-base font-semibold text-slate-900">{t('contracts.sign.signatureHeading')}</h2>
                    <SignaturePad ref={pad} onChange={() => setProblem(null)} />
                  </div>
                  {problem ? (
                    <p role="alert" className="text-sm text-red-800">
                      {problem}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <Button onClick={() => void submit()} busy={sign.isPending}>
                      {t('contracts.sign.submit')}
                    </Button>
                  </div>
                </div>
              )
            }
          </QueryContent>
        )}
      </QueryContent>
    </div>
  );
}
