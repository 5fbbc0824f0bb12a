import type { BillingState } from '../billing-state';

/**
 * The payment panel's one state: what the owner chose (kept for 24 hours, `billing-state.ts`), the coupon, the open
 * modal, the direct-debit terms, and where the panel is in a payment. Every change is an event, so "busy" is a
 * phase rather than flags set by hand: a second Pay or Apply while one runs changes nothing, and a failure always
 * returns the panel to editing.
 */
export type PaymentPhase =
  | { name: 'editing' }
  /** A coupon is being checked: on its own (Apply), or as the first step of a payment. */
  | { name: 'applying'; during: 'edit' | 'payment' }
  | { name: 'paying' }
  /** Regular payment: handed over to the gateway's page, the processing overlay shows. */
  | { name: 'processing' }
  /** Direct debit: handed over to the gateway to link an account. */
  | { name: 'leaving' };

export type PaymentModal = 'terms' | 'schemes' | 'gateway';

export interface PaymentPanelState {
  choice: BillingState;
  /** The coupon the server accepted, upper case. */
  applied: string | null;
  couponError: string | undefined;
  modal: PaymentModal | null;
  tncAccepted: boolean;
  phase: PaymentPhase;
}

export type PaymentPanelEvent =
  /** Changing the type or the cycle clears the coupon, applied or typed. */
  | { type: 'choose'; change: Partial<Pick<BillingState, 'type' | 'cycle'>> }
  | { type: 'typeCoupon'; value: string }
  | { type: 'removeCoupon' }
  | { type: 'applyCoupon' }
  | { type: 'couponAccepted'; code: string }
  | { type: 'couponRefused'; message: string }
  | { type: 'pay' }
  /** The payment applies the coupon typed but not applied before it prices the bill. */
  | { type: 'payApplyingCoupon' }
  | { type: 'handedOver'; to: 'gateway' | 'directDebit' }
  | { type: 'paymentFailed'; modal?: PaymentModal }
  | { type: 'openModal'; modal: PaymentModal }
  | { type: 'closeModal' }
  | { type: 'acceptTerms'; accepted: boolean };

export const initialPaymentPanelState = (choice: BillingState): PaymentPanelState => ({
  choice,
  applied: null,
  couponError: undefined,
  modal: null,
  tncAccepted: false,
  phase: { name: 'editing' },
});

const editing: PaymentPhase = { name: 'editing' };

export function paymentPanelReducer(state: PaymentPanelState, event: PaymentPanelEvent): PaymentPanelState {
  const { phase } = state;
  switch (event.type) {
    case 'choose':
      return {
        ...state,
        applied: null,
        couponError: undefined,
        choice: { ...state.choice, ...event.change, pendingCoupon: '' },
      };
    case 'typeCoupon':
      return { ...state, couponError: undefined, choice: { ...state.choice, pendingCoupon: event.value } };
    case 'removeCoupon':
      return { ...state, applied: null };
    case 'applyCoupon':
      if (phase.name !== 'editing') return state;
      return { ...state, couponError: undefined, phase: { name: 'applying', during: 'edit' } };
    case 'payApplyingCoupon':
      if (phase.name !== 'paying') return state;
      return { ...state, couponError: undefined, phase: { name: 'applying', during: 'payment' } };
    case 'couponAccepted':
      if (phase.name !== 'applying') return state;
      return {
        ...state,
        applied: event.code.trim().toUpperCase(),
        choice: { ...state.choice, pendingCoupon: '' },
        phase: phase.during === 'payment' ? { name: 'paying' } : editing,
      };
    case 'couponRefused':
      // A refused coupon stops the payment it was applied for.
      if (phase.name !== 'applying') return state;
      return { ...state, couponError: event.message, phase: editing };
    case 'pay':
      if (phase.name !== 'editing') return state;
      return { ...state, phase: { name: 'paying' } };
    case 'handedOver':
      if (phase.name !== 'paying') return state;
      return { ...state, phase: { name: event.to === 'gateway' ? 'processing' : 'leaving' } };
    case 'paymentFailed':
      if (phase.name !== 'paying') return state;
      return { ...state, phase: editing, modal: event.modal ?? state.modal };
    case 'openModal':
      return { ...state, modal: event.modal };
    case 'closeModal':
      return { ...state, modal: null };
    case 'acceptTerms':
      return { ...state, tncAccepted: event.accepted };
  }
}

/** What the panel's controls read of the phase (a payment that applies a coupon is both paying and applying). */
export function paymentFlags(phase: PaymentPhase) {
  return {
    applying: phase.name === 'applying',
    paying: phase.name === 'paying' || (phase.name === 'applying' && phase.during === 'payment'),
    processing: phase.name === 'processing',
    leaving: phase.name === 'leaving',
    busy: phase.name !== 'editing',
  };
}
