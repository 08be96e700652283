import { BILLING_MESSAGES } from '@hookline/domain';
import { Button, Group, Modal, Text } from '@mantine/core';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { ContactSalesDialog } from './ContactSalesDialog.tsx';
import { ContactSupportDialog } from './ContactSupportDialog.tsx';

/** The three changes a manual subscription must ask support for (spec section 8). */
export type ManualChange = 'update' | 'cancel' | 'purchase';
const MANUAL_MESSAGES: Record<ManualChange, string> = {
  update: BILLING_MESSAGES.manualUpdate,
  cancel: BILLING_MESSAGES.manualCancel,
  purchase: BILLING_MESSAGES.manualPurchase,
};
const MANUAL_SUBJECTS: Record<ManualChange, string> = {
  update: 'Update our plan',
  cancel: 'Cancel our subscription',
  purchase: 'Purchase a product',
};

interface BillingDialogs {
  contactSales: (topic?: string) => void;
  contactSupport: (subject?: string) => void;
  /**
   * For a manual subscription, shows the spec's 'Please contact our support team…' and answers true: the
   * caller then stops. Answers false for every other organisation.
   */
  stopIfManual: (change: ManualChange) => boolean;
}

const BillingDialogsContext = createContext<BillingDialogs | null>(null);

export function useBillingDialogs(): BillingDialogs {
  const dialogs = useContext(BillingDialogsContext);
  if (!dialogs) throw new Error('useBillingDialogs needs a BillingDialogsProvider');
  return dialogs;
}

/** Contact Sales, Contact Support and the manual-subscription notice, opened from anywhere on the page. */
export function BillingDialogsProvider({
  orgId,
  schedulingUrl,
  isManualSubscription,
  children,
}: {
  orgId: string;
  schedulingUrl: string | null | undefined;
  isManualSubscription: boolean;
  children: ReactNode;
}) {
  const [sales, setSales] = useState<{ topic?: string } | null>(null);
  const [support, setSupport] = useState<{ subject?: string } | null>(null);
  const [manual, setManual] = useState<ManualChange | null>(null);

  const dialogs = useMemo<BillingDialogs>(
    () => ({
      contactSales: (topic) => setSales(topic === undefined ? {} : { topic }),
      contactSupport: (subject) => setSupport(subject === undefined ? {} : { subject }),
      stopIfManual: (change) => {
        if (!isManualSubscription) return false;
        setManual(change);
        return true;
      },
    }),
    [isManualSubscription],
  );

  return (
    <BillingDialogsContext.Provider value={dialogs}>
      {children}
      <ContactSalesDialog
        opened={sales !== null}
        schedulingUrl={schedulingUrl}
        {...(sales?.topic === undefined ? {} : { topic: sales.topic })}
        onClose={() => setSales(null)}
      />
      <ContactSupportDialog
        orgId={orgId}
        opened={support !== null}
        {...(support?.subject === undefined ? {} : { initialSubject: support.subject })}
        onClose={() => setSupport(null)}
      />
      <Modal
        {...DIALOG_PROPS}
        opened={manual !== null}
        onClose={() => setManual(null)}
        title="Managed by our team"
        centered
        radius="lg"
      >
        <Text size="sm">{manual ? MANUAL_MESSAGES[manual] : ''}</Text>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={() => setManual(null)}>
            Close
          </Button>
          <Button
            onClick={() => {
              const subject = manual ? MANUAL_SUBJECTS[manual] : undefined;
              setManual(null);
              setSupport(subject === undefined ? {} : { subject });
            }}
          >
            Contact Support
          </Button>
        </Group>
      </Modal>
    </BillingDialogsContext.Provider>
  );
}
