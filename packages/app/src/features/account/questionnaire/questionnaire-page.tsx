import { Navigate, Route, Routes } from 'react-router-dom';
import { QuestionStepRoute } from './question-step';
import { UploadChoiceStep, UploadDocumentsStep } from './upload-steps';

/**
 * `/u/account/financial-information/*` (SPEC §2): the base path goes to step 1; `1…` are the
 * questions, then `upload` (ID card or passport), `upload-id` and `upload-passport`.
 */
export function QuestionnairePage() {
  return (
    <Routes>
      <Route index element={<Navigate to="1" replace />} />
      <Route path="upload" element={<UploadChoiceStep />} />
      <Route path="upload-id" element={<UploadDocumentsStep type="ID" />} />
      <Route path="upload-passport" element={<UploadDocumentsStep type="PASSPORT" />} />
      <Route path=":step" element={<QuestionStepRoute />} />
    </Routes>
  );
}
