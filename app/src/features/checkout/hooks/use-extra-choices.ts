import { useCallback, useState } from 'react';
import { saveDraftValues } from '#app/shared/booking-draft/booking-draft.ts';
import { choiceKey, type ExtraChoice } from '#app/shared/booking-draft/extra-choices.ts';

/**
 * The extras the guest chose, kept in the booking draft so a reload or a failed submit loses none. A quantity
 * of 0 takes the extra out; the delivery time stays with its choice.
 */
export function useExtraChoices(hotelCode: string, kept: readonly ExtraChoice[] | undefined) {
  const [choices, setChoices] = useState<ExtraChoice[]>(() => [...(kept ?? [])]);

  const update = useCallback(
    (next: ExtraChoice[]) => {
      setChoices(next);
      saveDraftValues(hotelCode, { extras: next });
    },
    [hotelCode],
  );

  const setQuantity = useCallback(
    (extraId: number, date: string | null, quantity: number) => {
      const key = choiceKey(extraId, date);
      const others = choices.filter((choice) => choiceKey(choice.extra_id, choice.date) !== key);
      const current = choices.find((choice) => choiceKey(choice.extra_id, choice.date) === key);
      update(quantity > 0 ? [...others, { extra_id: extraId, date, quantity, delivery_time: current?.delivery_time ?? '' }] : others);
    },
    [choices, update],
  );

  const setDeliveryTime = useCallback(
    (extraId: number, date: string | null, deliveryTime: string) => {
      const key = choiceKey(extraId, date);
      update(choices.map((choice) => (choiceKey(choice.extra_id, choice.date) === key ? { ...choice, delivery_time: deliveryTime } : choice)));
    },
    [choices, update],
  );

  return { choices, setQuantity, setDeliveryTime };
}
