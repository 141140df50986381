import type { ReactNode } from 'react';
import { recognisedHospitals, messTimings, ruleSections, type RuleSectionId } from '../rules';
import '../rules.css';

/** An amount or a limit the reader must not miss. */
function Fact({ children }: { children: ReactNode }) {
  return <strong className="rule-fact">{children}</strong>;
}

function RuleSection({ id, children }: { id: RuleSectionId; children: ReactNode }) {
  const section = ruleSections.find((s) => s.id === id)!;
  return (
    <section id={id} className="rules-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {section.numeral && <span className="rules-numeral">{section.numeral}.</span>} {section.title}
      </h2>
      {children}
    </section>
  );
}

function TableOfContents() {
  return (
    <nav className="rules-toc card" aria-label="Contents">
      <h2>Contents</h2>
      <ol>
        {ruleSections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>
              {section.numeral && <span className="rules-numeral">{section.numeral}.</span>} {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function RulesDocument() {
  return (
    <div className="rules-layout">
      <TableOfContents />
      <article className="rules-document">
        <RuleSection id="accommodation">
          <ol className="rules-list">
            <li>
              Hostel accommodation is provided for the normal duration of a programme only: <Fact>4 years for UG</Fact>{' '}
              students, <Fact>2 or 3 years for PG</Fact> students (depending on the programme) and <Fact>4 years for PhD</Fact>{' '}
              scholars.
            </li>
            <li>
              Rooms are allotted at the start of every academic year through the Allotment portal. A room is allotted to a
              student, not owned: the Warden may move residents when maintenance or administration requires it.
            </li>
            <li>
              The hostel fee must be paid by the date the hostel office announces. A delayed hostel fee is fined{' '}
              <Fact>₹100 per day</Fact> of delay.
            </li>
            <li>
              Rooms may be exchanged only with the written permission of the Warden. The first exchange of the year is free;
              every extra room exchange costs <Fact>₹500</Fact>.
            </li>
            <li>
              Occupying another student's room, or a vacant room, without an allotment is fined <Fact>₹1000</Fact>, and the
              room must be handed back at once.
            </li>
            <li>
              Switch off fans and lights whenever you leave your room. A fan or light left on in an empty room is fined{' '}
              <Fact>₹500 per day</Fact>.
            </li>
            <li>
              Residents answer for the furniture and fittings of their room; the cost of any damage is recovered from its
              occupants.
            </li>
            <li>
              Rooms must be vacated and keys returned by the date announced at the end of the academic year. Late vacating
              after the year end is charged <Fact>₹500 per day</Fact>, or <Fact>₹1000 per week</Fact>.
            </li>
          </ol>
        </RuleSection>

        <RuleSection id="mess-rules">
          <ol className="rules-list">
            <li>
              The hostels are served by <Fact>11 messes</Fact>: <Fact>2 girls' messes</Fact>, and for boys{' '}
              <Fact>5 vegetarian</Fact> and <Fact>4 non-vegetarian</Fact> messes.
            </li>
            <li>
              Every resident must join a mess. A resident who does not join a mess is charged <Fact>₹4000 per month</Fact>.
            </li>
            <li>
              A resident may change to another mess only at the <Fact>end of a month</Fact>, by applying to the hostel office
              before the month ends.
            </li>
            <li>
              A mess rebate is given only for an absence of <Fact>5 or more continuous days</Fact>, and only when it is applied
              for <Fact>a week in advance</Fact>. Shorter absences and late applications get no rebate.
            </li>
            <li>
              Food, plates and cutlery must not leave the mess. A first offence earns a warning; carrying food out of the mess
              on a repeat offence is fined <Fact>₹1000</Fact>.
            </li>
            <li>
              Take only what you will eat. Wasting food is fined <Fact>₹500</Fact> on a second offence.
            </li>
            <li>Meals are served at these times; the mess closes its counters at the end of each slot.</li>
          </ol>
          <div className="rules-table-wrap">
            <table className="rules-table">
              <caption>Mess timings</caption>
              <thead>
                <tr>
                  <th scope="col">Meal</th>
                  <th scope="col">Weekdays</th>
                  <th scope="col">Weekends and holidays</th>
                </tr>
              </thead>
              <tbody>
                {messTimings.map((row) => (
                  <tr key={row.meal}>
                    <th scope="row">{row.meal}</th>
                    <td>{row.weekdays}</td>
                    <td>{row.weekends}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </RuleSection>

        <RuleSection id="medical-facility">
          <p>
            The institute health centre on the campus is open day and night, with a medical officer on call and an ambulance
            for emergencies. Carry your student identity card when you visit.
          </p>
          <p>
            For specialist care and emergencies the health centre refers students to the recognised hospitals below;
            treatment there on a referral is covered by the student medical insurance.
          </p>
          <h3>Recognised hospitals</h3>
          <ul className="rules-hospitals">
            {recognisedHospitals.map((hospital) => (
              <li key={hospital.name}>
                <strong>{hospital.name}</strong>, {hospital.place}
                <span>{hospital.note}</span>
              </li>
            ))}
          </ul>
          <p>
            Tell your hostel supervisor when you fall ill. At night, the security desk of your hostel calls the health
            centre and the ambulance.
          </p>
        </RuleSection>

        <RuleSection id="general-rules">
          <ol className="rules-list">
            <li>
              Night absence is barred: no resident may be away from the hostel between <Fact>01:00 and 06:00</Fact>. Leave
              for a night away needs the Warden's permission in advance, entered in the hostel register.
            </li>
            <li>
              First-year students must be back in their hostel by <Fact>19:00</Fact> (the first-year curfew).
            </li>
            <li>
              Visitors, parents included, are received in the visitors' lounge during visiting hours only. No guest may stay
              overnight.
            </li>
            <li>
              Alcohol, drugs, smoking and gambling are forbidden on hostel premises; offenders lose their hostel place.
            </li>
            <li>
              Playing cricket, football or any other sport in the corridors is fined <Fact>₹1000 to ₹5000</Fact>, depending
              on the damage and disturbance caused.
            </li>
            <li>
              Loud music, or a loudspeaker disturbing other residents, is fined <Fact>₹5000</Fact>.
            </li>
            <li>
              Motor vehicles belong in the designated parking areas. Bringing a vehicle into the hostel is fined{' '}
              <Fact>₹20000</Fact>.
            </li>
            <li>
              Cooking appliances, heaters and extra electrical fittings are not allowed in rooms. Let staff in for room
              inspections and maintenance when asked.
            </li>
          </ol>
        </RuleSection>

        <RuleSection id="ragging">
          <div className="rules-ragging">
            <p>
              <strong>Ragging in any form is a criminal offence and is strictly banned</strong> on the campus, in every hostel
              and in every mess, under the anti-ragging regulations of the University Grants Commission and the law of the
              state.
            </p>
            <p>
              Anyone found ragging, abetting it or hiding it faces suspension, expulsion from the hostel and the institute, and
              a complaint to the police. Every student and parent signs an anti-ragging undertaking at admission.
            </p>
            <p>
              If you are ragged or see it happen, report it at once to your Warden, the Chief Warden or the Anti-Ragging
              Squad. Complaints are kept confidential, and no one who reports ragging in good faith will be penalised.
            </p>
          </div>
        </RuleSection>
      </article>
    </div>
  );
}
