/** The form engine's rules, shared by the browser and the server. */
export type { FormDefinition, Field, Option, Condition, DataSource, Section } from '../generated/formDefinition.ts';
export { holds, isEmptyValue, type FormValues } from './conditions.ts';
export { allFields, visibleFields, submittedValues, tableTotals, optionsOf, isAbnormal, rowsOf } from './formFields.ts';
export { validateSubmission, type FieldProblem, type FieldProblemCode, type ValidateOptions } from './validateSubmission.ts';
export { definitionProblems } from './definitionProblems.ts';
export { isIdNumber, isPhone, isDate, isTime, isDateTime, isRegion, isLocation, decimalsOf, type Location } from './fieldFormats.ts';
export { safePattern } from './safePattern.ts';
export { SUBMISSION_ID_FIELD, FORM_PROBLEMS_CODE, isSubmissionId, problemsOfAnswer, type FormProblemsAnswer } from './formAnswers.ts';
