import { useId, useLayoutEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { MenuInput, MenuWeek, type Mess } from '@contract/modules/messes/model';
import {
  MENU_DAYS,
  MENU_MEALS,
  dayLabels,
  mealLabels,
  type MenuDay,
  type MenuMeal,
  type MessMenu,
  type WeekMenu,
} from '@contract/modules/messes/menu';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { FormField } from '../../../components/admin/form-field';
import { FormActions } from '../../../components/admin/form-actions';
import { useLeaveGuard } from '../../../components/admin/discard-changes';
import { sharedTexts } from '../../../components/admin/texts';
import { TranslationFields } from '../../../components/admin/translation-fields';
import { useTranslationDraft } from '../../../components/admin/use-translations';
import { useEntityForm } from '../../../components/admin/use-entity-form';
import { ChangedMeanwhile, labelIn } from '../../../components/admin/changed-meanwhile';
import { changedMeanwhileOf, useVersionCheck } from '../../../components/admin/use-version-check';
import type { FieldErrors } from '../../../lib/field-errors';
import { formatDateTime } from '../../../lib/format';
import { reloadMessMenu, saveMessMenu, useAdminMessMenu } from '../admin-api';
import { menuEditorTexts as t } from '../admin-texts';

/**
 * One meal of one day, as the form names its control: 'monday.lunch', the path of its issues in the contract's schema.
 */
type Field = `${MenuDay}.${MenuMeal}`;
type Values = Record<Field, string>;

const fieldOf = (day: MenuDay, meal: MenuMeal): Field => `${day}.${meal}`;

/** Each meal's field named as a person reads it: 'Monday, Lunch'. */
const MEAL_LABELS = Object.fromEntries(
  MENU_DAYS.flatMap((day) => MENU_MEALS.map((meal) => [fieldOf(day, meal), `${dayLabels[day]}, ${mealLabels[meal]}`])),
);

const valuesOf = (week: WeekMenu) =>
  Object.fromEntries(
    MENU_DAYS.flatMap((day) => MENU_MEALS.map((meal) => [fieldOf(day, meal), week[day][meal]])),
  ) as Values;

const weekOf = (values: Values) =>
  Object.fromEntries(
    MENU_DAYS.map((day) => [day, Object.fromEntries(MENU_MEALS.map((meal) => [meal, values[fieldOf(day, meal)]]))]),
  ) as WeekMenu;

/** The contract's rules for the week, each issue under its meal's field. */
function validate(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const result = v.safeParse(MenuInput, { week: weekOf(values) });
  for (const issue of result.issues ?? []) {
    const field = v.getDotPath(issue)?.replace(/^week\./, '') as Field | undefined;
    if (field && field in values) errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A mess's weekly menu in the console: read afresh, then edited as a grid of
 * days and meals. With changes, closing it asks first.
 */
export function AdminMessMenu({ mess, onClose }: { mess: Mess; onClose: () => void }) {
  const { menu, failed } = useAdminMessMenu(mess._id);
  const [dirty, setDirty] = useState(false);
  const { leave, prompt } = useLeaveGuard(dirty);
  const close = () => leave(onClose);
  return (
    <>
      <Modal title={t.title(mess.mess_name)} onClose={close} size="widest">
        {menu ? (
          <MenuForm messId={mess._id} menu={menu} onCancel={close} onSaved={onClose} onDirtyChange={setDirty} />
        ) : failed ? (
          <p className="field-error" role="alert">
            {t.fetchFailed}
          </p>
        ) : (
          <Spinner label={t.loading} />
        )}
      </Modal>
      {prompt}
    </>
  );
}

type MenuFormProps = {
  messId: string;
  menu: MessMenu;
  onCancel: () => void;
  onSaved: () => void;
  /** Told whether the week or its Hindi differs from the menu as read. */
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * The week as a grid: a row per day (a block per day on a phone) of its four
 * meals, each day with 'Copy to…' (its meals and their Hindi onto the days
 * chosen) and 'Clear day'. Nothing is stored until Save.
 */
function MenuForm({ messId, menu, onCancel, onSaved, onDirtyChange }: MenuFormProps) {
  const hindi = useTranslationDraft('menus', messId);
  const version = useVersionCheck(menu, () => reloadMessMenu(messId));
  const { values, set, bind, errors, saving, submit, replace, dirty } = useEntityForm({
    initialValues: () => valuesOf(menu.week),
    validate,
    toasts: { progress: t.saving, success: t.saved, failure: t.saveFailed },
    save: (values: Values) => version.save((headers) => saveMessMenu(messId, weekOf(values), hindi.payload, headers)),
    onSaved,
  });
  const changed = dirty || hindi.dirty;
  // In the same commit as the typing, so an Escape pressed right after it knows.
  useLayoutEffect(() => onDirtyChange(changed), [changed, onDirtyChange]);
  const changedMeanwhile = changedMeanwhileOf(version, {
    valuesOf: (saved: MessMenu) => valuesOf(saved.week),
    label: labelIn(MEAL_LABELS),
    load: (week) => {
      replace(week);
      hindi.reset();
    },
  });
  const id = useId();
  const [copying, setCopying] = useState<MenuDay | null>(null);
  const [status, setStatus] = useState('');
  const copyButtons = useRef<Partial<Record<MenuDay, HTMLButtonElement | null>>>({});

  function endCopy(day: MenuDay) {
    setCopying(null);
    copyButtons.current[day]?.focus();
  }

  /** A meal's Hindi as it stands for its English now: none where the saved one was made from other English. */
  function currentHindi(field: Field) {
    const saved = hindi.saved[field];
    return saved && saved.source !== values[field].trim() && !hindi.isSent(field) ? '' : hindi.text(field);
  }

  /** The meals go with their Hindi, so the days copied to need no translating again. */
  function copyDay(from: MenuDay, to: MenuDay[]) {
    for (const day of to) {
      for (const meal of MENU_MEALS) {
        set(fieldOf(day, meal), values[fieldOf(from, meal)]);
        hindi.type(fieldOf(day, meal), currentHindi(fieldOf(from, meal)));
      }
    }
    setStatus(
      t.copied(
        dayLabels[from],
        to.map((day) => dayLabels[day]),
      ),
    );
    endCopy(from);
  }

  function clearDay(day: MenuDay) {
    for (const meal of MENU_MEALS) {
      set(fieldOf(day, meal), '');
      hindi.type(fieldOf(day, meal), '');
    }
    setStatus(t.cleared(dayLabels[day]));
  }

  return (
    <form className="admin-menu-form" onSubmit={submit} noValidate>
      <p className="admin-menu-intro">
        {menu.updatedAt ? `${sharedTexts.lastUpdated}: ${formatDateTime(menu.updatedAt)}` : t.neverSaved}
        <br />
        {t.intro}
      </p>
      <p className="admin-menu-status" role="status">
        {status}
      </p>
      <div className="admin-menu-week" role="group" aria-label={t.days}>
        <div className="admin-menu-head" aria-hidden="true">
          <span />
          {MENU_MEALS.map((meal) => (
            <span key={meal}>{mealLabels[meal]}</span>
          ))}
        </div>
        {MENU_DAYS.map((day) => (
          <div key={day} className="admin-menu-day" role="group" aria-labelledby={`${id}-${day}`}>
            <div className="admin-menu-day-side">
              <h3 id={`${id}-${day}`}>{dayLabels[day]}</h3>
              <div className="admin-menu-day-actions">
                <button
                  type="button"
                  className="button button-outline button-small"
                  ref={(button) => void (copyButtons.current[day] = button)}
                  aria-expanded={copying === day}
                  aria-controls={`${id}-${day}-copy`}
                  aria-label={t.copyToLabel(dayLabels[day])}
                  onClick={() => (copying === day ? endCopy(day) : setCopying(day))}
                >
                  {t.copyTo}
                </button>
                <button
                  type="button"
                  className="button button-ghost button-small"
                  aria-label={t.clearDayLabel(dayLabels[day])}
                  onClick={() => clearDay(day)}
                >
                  {t.clearDay}
                </button>
              </div>
            </div>
            {copying === day && (
              <CopyDay
                id={`${id}-${day}-copy`}
                from={day}
                onCopy={(to) => copyDay(day, to)}
                onCancel={() => endCopy(day)}
              />
            )}
            <div className="admin-menu-meals">
              {MENU_MEALS.map((meal) => {
                const field = fieldOf(day, meal);
                return (
                  <FormField
                    key={meal}
                    id={`${id}-${field}`}
                    label={
                      <>
                        <span className="visually-hidden">{dayLabels[day]} </span>
                        {mealLabels[meal]}
                      </>
                    }
                    error={errors[field]}
                  >
                    {(control) => (
                      <textarea {...control} {...bind(field)} rows={2} placeholder={t.placeholders[meal]} />
                    )}
                  </FormField>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <TranslationFields
        draft={hindi}
        schema={MenuWeek}
        fields={MENU_DAYS.flatMap((day) =>
          MENU_MEALS.map((meal) => ({
            path: fieldOf(day, meal),
            label: `${dayLabels[day]} ${mealLabels[meal]}`,
            english: values[fieldOf(day, meal)],
            long: true,
          })),
        )}
      />
      {changedMeanwhile && <ChangedMeanwhile {...changedMeanwhile} />}
      <FormActions submitLabel={t.submit} onCancel={onCancel} saving={saving} />
    </form>
  );
}

/** Which days get a copy of `from`'s meals; at least one. */
function CopyDay({
  id,
  from,
  onCopy,
  onCancel,
}: {
  id: string;
  from: MenuDay;
  onCopy: (to: MenuDay[]) => void;
  onCancel: () => void;
}) {
  const others = MENU_DAYS.filter((day) => day !== from);
  const [chosen, setChosen] = useState<MenuDay[]>([]);
  const [error, setError] = useState('');
  const choose = (days: MenuDay[]) => {
    setChosen(others.filter((day) => days.includes(day)));
    setError('');
  };
  const toggle = (day: MenuDay) =>
    choose(chosen.includes(day) ? chosen.filter((other) => other !== day) : [...chosen, day]);

  return (
    // Escape closes this choice alone, not the menu's dialog with the week's edits.
    <fieldset
      id={id}
      className="admin-menu-copy"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
    >
      <legend className="field-label">{t.copyLegend(dayLabels[from])}</legend>
      <div className="admin-menu-copy-days">
        {others.map((day, index) => (
          <label key={day} className="checkbox">
            <input
              type="checkbox"
              checked={chosen.includes(day)}
              onChange={() => toggle(day)}
              autoFocus={index === 0}
            />
            {dayLabels[day]}
          </label>
        ))}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={chosen.length === others.length}
            onChange={() => choose(chosen.length === others.length ? [] : others)}
          />
          {t.everyOtherDay}
        </label>
      </div>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
      <div className="admin-menu-copy-actions">
        <button type="button" className="button button-ghost button-small" onClick={onCancel}>
          {sharedTexts.cancel}
        </button>
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => (chosen.length ? onCopy(chosen) : setError(t.chooseDays))}
        >
          {t.copy}
        </button>
      </div>
    </fieldset>
  );
}
