import { z } from 'zod';
import {
  type CardFormValues,
  CVV_PATTERN,
  EXPIRY_MONTHS,
  HOLDER_NAME_LENGTH_MAX,
  isExpired,
  isValidCardNumber,
  NEW_CARD,
  savedCardsOf,
} from './card-fields';
import { amountMinorOf, depositAmountProblem } from './deposit-amounts';
import { type DepositMethod, isCardMethod } from './deposit-methods';
import { methodFieldProblem } from './method-fields';

/*
 * The form of step 1 as one schema (spec part 1 section 5, "Deposit amount"): a method, an amount
 * within the method's limits and the play-money minimum, an optional bonus code, and the method's
 * own form (the card form for a card method). The pay button stays disabled until it passes; an
 * invalid submit marks every field. Messages are catalogue keys, shown through t.
 */

export const DEPOSIT_FORM_MESSAGES = {
  method: 'depositComp.validation.methodRequired',
  /** Shown with the bounds (errors.depositAmountMin when there is no maximum). */
  amount: 'errors.depositAmount',
  bonusCode: 'depositComp.validation.bonusCode',
  required: 'depositComp.validation.required',
  invalid: 'depositComp.validation.invalid',
  cardNumber: 'depositComp.validation.cardNumber',
  expiry: 'depositComp.validation.expiry',
  cardExpired: 'depositComp.validation.cardExpired',
  cvv: 'depositComp.validation.cvv',
  holderName: 'depositComp.validation.holderName',
} as const;

/** A bonus code as the platform takes it: letters, digits, dot, dash and underscore, at most 64. */
export const BONUS_CODE_PATTERN = /^[\w.-]{1,64}$/;

/** Fields unmounted with their method leave the values out (shouldUnregister), so all are optional here. */
const cardShape = z
  .object({
    savedCard: z.string(),
    cardNumber: z.string(),
    expMonth: z.string(),
    expYear: z.string(),
    cvv: z.string(),
    holderName: z.string(),
    storeCard: z.boolean(),
  })
  .partial();

export const depositFormShape = z.object({
  method: z.string(),
  amount: z.string(),
  bonusCode: z.string(),
  fields: z.record(z.string(), z.string().optional()).optional(),
  card: cardShape.optional(),
});

export type DepositFormValues = z.infer<typeof depositFormShape>;

export type DepositFormContext = {
  methods: readonly DepositMethod[];
  currency: string;
  playMoneyMinimumMinor: number | null;
  today: Date;
};

type Issue = { path: (string | number)[]; message: string };

export function depositFormSchema(context: DepositFormContext) {
  return depositFormShape.superRefine((values, issues) => {
    for (const issue of depositFormIssues(values, context)) issues.addIssue({ code: 'custom', ...issue });
  });
}

/** Every problem of the form's values, each under the field it belongs to. */
export function depositFormIssues(values: DepositFormValues, context: DepositFormContext): Issue[] {
  const method = context.methods.find((candidate) => candidate.key === values.method);
  const issues: Issue[] = [];
  if (!method) issues.push({ path: ['method'], message: DEPOSIT_FORM_MESSAGES.method });
  const amountMinor = amountMinorOf(values.amount, context.currency);
  if (depositAmountProblem(amountMinor, context.currency, method?.limits ?? null, context.playMoneyMinimumMinor)) {
    issues.push({ path: ['amount'], message: DEPOSIT_FORM_MESSAGES.amount });
  }
  const bonusCode = values.bonusCode.trim();
  if (bonusCode !== '' && !BONUS_CODE_PATTERN.test(bonusCode)) {
    issues.push({ path: ['bonusCode'], message: DEPOSIT_FORM_MESSAGES.bonusCode });
  }
  if (!method) return issues;
  if (isCardMethod(method)) return [...issues, ...cardIssues(values.card ?? {}, method, context.today)];
  for (const field of method.fields) {
    const problem = methodFieldProblem(field, values.fields?.[field.name]);
    if (problem) issues.push({ path: ['fields', field.name], message: DEPOSIT_FORM_MESSAGES[problem] });
  }
  return issues;
}

/** A saved card needs its CVV again; a new card needs a valid number, an expiry not past and the CVV. */
function cardIssues(card: Partial<CardFormValues>, method: DepositMethod, today: Date): Issue[] {
  const issues: Issue[] = [];
  const cvvIssue = { path: ['card', 'cvv'], message: DEPOSIT_FORM_MESSAGES.cvv };
  const savedCard = savedCardsOf(method).find((saved) => saved.instrumentId === card.savedCard);
  if (!CVV_PATTERN.test(card.cvv ?? '')) issues.push(cvvIssue);
  if (savedCard && card.savedCard !== NEW_CARD) return issues;
  if (!isValidCardNumber(card.cardNumber ?? '')) {
    issues.push({ path: ['card', 'cardNumber'], message: DEPOSIT_FORM_MESSAGES.cardNumber });
  }
  const month = card.expMonth ?? '';
  const year = card.expYear ?? '';
  if (!EXPIRY_MONTHS.includes(month))
    issues.push({ path: ['card', 'expMonth'], message: DEPOSIT_FORM_MESSAGES.expiry });
  if (!/^20[0-9]{2}$/.test(year)) issues.push({ path: ['card', 'expYear'], message: DEPOSIT_FORM_MESSAGES.expiry });
  else if (EXPIRY_MONTHS.includes(month) && isExpired(month, year, today)) {
    issues.push({ path: ['card', 'expYear'], message: DEPOSIT_FORM_MESSAGES.cardExpired });
  }
  if ((card.holderName ?? '').trim().length > HOLDER_NAME_LENGTH_MAX) {
    issues.push({ path: ['card', 'holderName'], message: DEPOSIT_FORM_MESSAGES.holderName });
  }
  return issues;
}
