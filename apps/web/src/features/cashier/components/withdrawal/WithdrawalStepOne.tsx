import type { UsedInstrument } from '@vauhti/contracts/cashier';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { formatCashierAmount } from '../../../../lib/i18n/format';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import type { Balances, Profile } from '../../../../lib/session/session-types';
import type { ServerFieldError, WithdrawalAttempt } from '../../hooks/use-withdrawal-flow';
import {
  amountInputFromMinor,
  amountMinorOf,
  quickAmountsOf,
  withdrawalAmountProblem,
} from '../../rules/withdrawal-amount';
import { formProblems } from '../../rules/withdrawal-fields';
import { savedAccountsOf, type WithdrawalMethod } from '../../rules/withdrawal-methods';
import { buildWithdrawalPayload, formFieldsNeeded } from '../../rules/withdrawal-payload';
import { AmountSection } from './AmountSection';
import { MethodFields } from './MethodFields';
import { MethodPicker, NEW_ACCOUNT, SavedAccountPicker } from './MethodPicker';
import styles from './WithdrawalModal.module.css';

type StepOneProps = {
  methods: WithdrawalMethod[];
  initialMethodKey: string | null;
  profile: Profile;
  balances: Balances;
  /** A valid submit is on its way: the button stays disabled until its status returns. */
  sending: boolean;
  /** A field the platform refused on the last submit. */
  fieldError: ServerFieldError | null;
  onSubmit: (attempt: WithdrawalAttempt) => void;
};

/** Payload names the platform may refuse, as the form's own field names. */
const PAYLOAD_FIELDS: Readonly<Record<string, string>> = {
  depositAmount: 'amount',
  emailAddress: 'email',
  accountNumber: 'iban',
  creditCardID: 'savedAccount',
  instrumentId: 'savedAccount',
  optionType: 'savedAccount',
  paymentMethod: 'method',
};

/**
 * Step one (spec part 1 sections 2 and 5): the withdrawable balance, the method, a saved card or
 * account to pay out to, the quick amounts (the first preselected) and the amount, the method's
 * own fields, the fee and the sum received, and the submit button labelled with the amount. The
 * button stays disabled until a method is chosen and the amount and the form are valid; a submit
 * of an invalid form (Enter in a field) marks every field and sends nothing.
 */
export function WithdrawalStepOne(props: StepOneProps) {
  const { methods, profile, balances, sending } = props;
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const currency = balances.currency;
  const money = (minor: number) => formatCashierAmount(minor, currency, language, profile.countryCode);
  const formRef = useRef<HTMLFormElement>(null);

  const [methodKey, setMethodKey] = useState(props.initialMethodKey);
  const [savedChoice, setSavedChoice] = useState<Record<string, string>>({});
  const quickAmounts = quickAmountsOf(balances.withdrawableMinor, currency);
  const [amountInput, setAmountInput] = useState(() =>
    quickAmounts[0] === undefined ? '' : amountInputFromMinor(quickAmounts[0], currency),
  );
  const [amountTouched, setAmountTouched] = useState(false);
  const [values, setValues] = useState<Record<string, Record<string, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submits, setSubmits] = useState(0);
  const [serverError, setServerError] = useState<ServerFieldError | null>(props.fieldError);
  useEffect(() => setServerError(props.fieldError), [props.fieldError]);

  const method = methods.find((candidate) => candidate.key === methodKey) ?? null;
  const savedAccounts = method ? savedAccountsOf(method) : [];
  const savedAccount = chosenSavedAccount(savedAccounts, method ? savedChoice[method.key] : undefined);
  const fields = method ? formFieldsNeeded(method, savedAccount) : [];
  const formValues = (method && values[method.key]) || {};
  const problems = formProblems(fields, formValues);
  const amountMinor = amountMinorOf(amountInput, currency);
  const amountProblem = withdrawalAmountProblem({
    amountMinor,
    currency,
    limits: method?.entry.limits ?? null,
    piqGroup: method?.entry.piqGroup ?? false,
    withdrawableMinor: balances.withdrawableMinor,
  });
  const valid = method !== null && amountProblem === null && Object.keys(problems).length === 0;
  const serverProblemOf = (name: string) =>
    serverError && (PAYLOAD_FIELDS[serverError.field] ?? serverError.field) === name ? serverError.code : null;

  // After an invalid submit, the first marked field takes the focus, so the player lands on it.
  useEffect(() => {
    if (submits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!valid || amountMinor === null || method === null) {
      setSubmits((count) => count + 1);
      return;
    }
    setServerError(null);
    props.onSubmit({
      method,
      amountMinor,
      payload: buildWithdrawalPayload({
        method,
        amountMinor,
        currency,
        savedAccount,
        formValues,
        profileEmail: profile.email,
      }),
    });
  };
  const marked = submits > 0;
  // A browser does not submit a form by Enter while its submit button is disabled: Enter in a
  // field of an invalid form still marks every field, as a submit would.
  const enterOnInvalid = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || valid || sending) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    setSubmits((count) => count + 1);
  };

  return (
    <form ref={formRef} className={styles.root} onSubmit={submit} onKeyDown={enterOnInvalid} noValidate>
      <dl className={styles.balance}>
        <dt>{t('withdrawComp.withdrawable')}</dt>
        <dd>{money(balances.withdrawableMinor)}</dd>
      </dl>
      <MethodPicker
        methods={methods}
        selected={methodKey}
        currency={currency}
        money={money}
        error={
          marked && method === null ? t('withdrawComp.methodRequired') : serverProblemOf('method') && t('errors.error3')
        }
        onSelect={(key) => {
          setMethodKey(key);
          setServerError(null);
        }}
      />
      {method && savedAccounts.length > 0 && (
        <SavedAccountPicker
          method={method}
          accounts={savedAccounts}
          selected={savedAccount?.instrumentId ?? NEW_ACCOUNT}
          error={serverProblemOf('savedAccount') && t('apiErrors.FIELD_INVALID_field')}
          onSelect={(choice) => {
            setSavedChoice((current) => ({ ...current, [method.key]: choice }));
            setServerError(null);
          }}
        />
      )}
      <AmountSection
        method={method}
        currency={currency}
        withdrawableMinor={balances.withdrawableMinor}
        quickAmounts={quickAmounts}
        amountInput={amountInput}
        amountMinor={amountMinor}
        problem={amountProblem}
        showProblem={amountTouched || marked}
        refusedByPlatform={serverProblemOf('amount') !== null}
        money={money}
        onAmountInput={(text) => {
          setAmountInput(text);
          setServerError(null);
        }}
        onBlur={() => setAmountTouched(true)}
      />
      {method && fields.length > 0 && (
        <MethodFields
          fields={fields}
          values={formValues}
          problems={problems}
          shownFor={(name) => marked || touched.has(`${method.key}.${name}`)}
          serverProblemOf={serverProblemOf}
          onChange={(name, value) => {
            setValues((current) => ({ ...current, [method.key]: { ...current[method.key], [name]: value } }));
            if (serverProblemOf(name)) setServerError(null);
          }}
          onBlur={(name) => setTouched((current) => new Set(current).add(`${method.key}.${name}`))}
        />
      )}
      <Button type="submit" size="lg" fullWidth disabled={!valid || sending} busy={sending}>
        {amountMinor === null
          ? t('withdrawComp.submitNoAmount')
          : t('withdrawComp.submit', { amount: money(amountMinor) })}
      </Button>
      {sending && (
        <p className={styles.notice} role="status">
          {t('withdrawComp.sending')}
        </p>
      )}
    </form>
  );
}

function chosenSavedAccount(accounts: readonly UsedInstrument[], choice: string | undefined): UsedInstrument | null {
  if (choice === NEW_ACCOUNT) return null;
  return accounts.find((account) => account.instrumentId === choice) ?? accounts[0] ?? null;
}
