import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { readFailure, useCreateGroupMutation } from '@pathwise/api';
import { GROUP_LIMITS } from '@pathwise/contract';
import { groupHref } from '@pathwise/routes';
import { Button, Card, TextField, TitledSection } from '@pathwise/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  type NewGroupFormValues,
  endDateRange,
  newGroupFormSchema,
  toNewGroup,
} from '../new-group-form-values';

/** Making a group: a name and an optional last day; then its page with the code. */
export function NewGroupForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateGroupMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- its messages follow the active language
  const schema = useMemo(() => newGroupFormSchema(), [i18n.locale]);
  const range = endDateRange();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewGroupFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', endsOn: '' },
    mode: 'onTouched',
  });

  const submit = async (values: NewGroupFormValues) => {
    setFailure(null);
    const result = await create(toNewGroup(values));
    if ('error' in result) setFailure(readFailure(result.error).words);
    else void navigate(groupHref(result.data.code));
  };

  return (
    <TitledSection title={t`Make a group`}>
      <Card className="mt-4">
        <p className="mb-4">
          <Trans>
            For a class or any group you guide. Members choose what you see, item by item, and can
            stop sharing at any time.
          </Trans>
        </p>
        <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
          <TextField
            label={t`Group name`}
            hint={t`Members see it when they join, such as “10th grade, period 3”.`}
            maxChars={GROUP_LIMITS.nameLength}
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            type="date"
            label={t`Last day`}
            optional
            hint={t`After this day nobody can join, and you no longer see what members shared.`}
            min={range.min}
            max={range.max}
            error={errors.endsOn?.message}
            {...register('endsOn')}
          />
          {failure && (
            <p role="alert" className="font-medium text-danger">
              {failure}
            </p>
          )}
          <Button type="submit" pending={isLoading}>
            {isLoading ? t`Making the group…` : t`Make the group`}
          </Button>
        </form>
      </Card>
    </TitledSection>
  );
}
