import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/typed-hooks';
import { usePageTitle } from '../../components/use-page-title';
import { CompanyInfoStep } from './company-info-step';
import { ListingStep } from './listing-step';
import { PersonalInfoStep } from './personal-info-step';
import { canVisitStep, stepVisited, WIZARD_STEPS } from './wizard-slice';

const STEP_CONTENT = [PersonalInfoStep, CompanyInfoStep, ListingStep];

/** 'Paramétrage du compte': three steps in a side list with ticks, one form at a time. */
export function SetupWizard() {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.title'));
  const dispatch = useAppDispatch();
  const { activeStep, status } = useAppSelector((state) => state.wizard);
  const Content = STEP_CONTENT[activeStep];

  return (
    <Box sx={{ width: '100%', maxWidth: 1040, display: 'grid', gap: 3, py: 2 }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {t('onboarding.title')}
        </Typography>
        <Typography color="text.secondary">{t('onboarding.subtitle')}</Typography>
      </div>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, alignItems: 'start' }}>
        <Stepper nonLinear activeStep={activeStep} orientation="vertical" aria-label={t('onboarding.stepsLabel')}>
          {WIZARD_STEPS.map((step, index) => (
            <Step key={step} completed={status[step].isDone}>
              <StepButton
                disabled={!canVisitStep(status, index)}
                onClick={() => dispatch(stepVisited(index))}
                optional={<Typography variant="caption">{t(`onboarding.steps.${step}`)}</Typography>}
              >
                {t('onboarding.stepNumber', { number: index + 1 })}
              </StepButton>
            </Step>
          ))}
        </Stepper>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 }, display: 'grid', gap: 2 }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t(`onboarding.steps.${WIZARD_STEPS[activeStep]}`)}
            </Typography>
            <Content key={activeStep} />
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
