import { Alert, Badge, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBooks, IconCreditCardOff, IconInfoCircle, IconMailForward, IconUsers } from '@tabler/icons-react';
import { useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceLabel } from '../classes/labels';
import { RichHtml } from '../richtext/RichHtml';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { useUserInfo } from '../session/use-session';
import { ErrorAlert } from '../ui/ErrorAlert';
import { notifySuccess } from '../ui/notify';
import { useMutationError } from '../ui/use-mutation-error';
import { ContactCard } from './ContactCard';
import { DurationModal } from './DurationModal';
import { EmptyState } from './EmptyState';
import { RegisterTable } from './RegisterTable';
import type { StudentStanding } from './StandingText';
import { type Duration, durationChoices } from './standing';

/** Register for a class or renew, and tell the teacher a payment was made; for students and parents. */
export function ClassRegister() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { classId } = useParams({ from: '/classRegister/$classId' });
  const user = useUserInfo();
  const isTeacher = user?.role === 'Teacher';
  const utils = trpc.useUtils();
  const page = trpc.user.getClassRegister.useQuery({ id: classId }, { enabled: !isTeacher });
  const [choosing, setChoosing] = useState<StudentStanding | null>(null);
  const [mailSent, setMailSent] = useState(false);
  const reportError = useMutationError();

  const refreshed = (success: string, done: () => void) => ({
    ...reportError,
    onSuccess: () => {
      done();
      notifySuccess(success);
      return Promise.all([
        utils.user.getClassRegister.invalidate({ id: classId }),
        utils.user.getMyClasses.invalidate(),
        utils.user.getStudentsByEmail.invalidate(),
      ]);
    },
  });
  const registerClass = trpc.user.registerClass.useMutation(
    refreshed(t('messages.interestSuccess'), () => setChoosing(null)),
  );
  const payClass = trpc.user.payClass.useMutation(refreshed(t('messages.paymentMailSent'), () => setMailSent(true)));
  // Pay online: to Stripe Checkout, which sends the payer back to /payments/checkout (or here when cancelled).
  const createCheckout = trpc.user.createCheckout.useMutation({
    ...reportError,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const { checkout } = useSearch({ strict: false }) as { checkout?: unknown };

  const register = (student: StudentStanding, durationType: Duration) =>
    registerClass.mutate({ classId, userId: student._id, durationType });

  const pay = (student: StudentStanding) => payClass.mutate({ classId, userId: student._id });
  const payOnline = (student: StudentStanding) =>
    createCheckout.mutate({ classId, userId: student._id, durationType: student.durationType as Duration });

  if (isTeacher)
    return (
      <Container size="md" py="lg">
        <EmptyState
          icon={<IconUsers size={36} color="var(--mantine-color-gray-5)" />}
          text={t('enrolment.register.teacherOnly')}
        />
      </Container>
    );
  if (!page.data)
    return (
      <Container size="md" py="lg">
        {page.error ? (
          <ErrorAlert message={errorText(page.error)} />
        ) : (
          <Center py="xl">
            <Loader aria-label={t('common.loading')} />
          </Center>
        )}
      </Container>
    );

  const { classInfo, parentInfo, studentInfo, students } = page.data;
  const isParent = user?.role === 'Parent';
  const offer = {
    choices: durationChoices(classInfo.includeLibrary, classInfo.lessonPackageSize),
    includeLibrary: classInfo.includeLibrary,
    lessonPackageSize: classInfo.lessonPackageSize,
    lessonPackagePrice: classInfo.lessonPackagePrice,
    currency: classInfo.currency,
  };
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="indigo.0">
          <Text size="sm" c="indigo" fw={600} tt="uppercase">
            {t('enrolment.register.title')}
          </Text>
          <Title order={1} size="h2">
            {classInfo.name}
          </Title>
          <Group gap="lg" mt="xs">
            <Text fw={600}>
              {t('enrolment.register.price', { price: priceLabel(classInfo.price, i18n.language, classInfo.currency) })}
            </Text>
            {classInfo.lessonPackageSize > 0 && (
              <Text fw={600}>
                {t('enrolment.register.packageOffer', {
                  count: classInfo.lessonPackageSize,
                  price: priceLabel(classInfo.lessonPackagePrice, i18n.language, classInfo.currency),
                })}
              </Text>
            )}
            <Text c="dimmed">{t('enrolment.register.teacher', { name: classInfo.teacher.name })}</Text>
            {classInfo.startDate && classInfo.endDate && (
              <Text c="dimmed">
                {t('enrolment.register.dates', { start: classInfo.startDate, end: classInfo.endDate })}
              </Text>
            )}
            {classInfo.includeLibrary && (
              <Badge variant="light" leftSection={<IconBooks size={12} />} tt="none">
                {t('enrolment.register.library')}
              </Badge>
            )}
          </Group>
        </Paper>

        <SimpleGrid cols={{ base: 1, sm: studentInfo ? 2 : 1 }}>
          <ContactCard
            title={t('enrolment.register.parentInfo')}
            person={parentInfo}
            empty={t('enrolment.register.noParent')}
          />
          {studentInfo && <ContactCard title={t('enrolment.register.studentInfo')} person={studentInfo} />}
        </SimpleGrid>

        <Stack gap="xs">
          <Title order={2} size="h4">
            {isParent ? t('enrolment.register.students') : t('enrolment.register.myRegistration')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('enrolment.register.howTo')}
          </Text>
          {checkout === 'cancelled' && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconCreditCardOff size={18} />}
              data-testid="checkout-cancelled"
            >
              {t('enrolment.register.checkoutCancelled')}
            </Alert>
          )}
          {mailSent && (
            <Alert color="teal" variant="light" icon={<IconMailForward size={18} />}>
              {t('messages.paymentMailSent')}
            </Alert>
          )}
          {students.length > 0 ? (
            <RegisterTable
              students={students}
              busy={{
                register: registerClass.isPending ? registerClass.variables?.userId : undefined,
                pay: payClass.isPending ? payClass.variables?.userId : undefined,
                // Still busy once the call answers, while the browser leaves for the checkout page.
                payOnline:
                  createCheckout.isPending || createCheckout.isSuccess ? createCheckout.variables?.userId : undefined,
              }}
              onRegister={(student) => (offer.choices.length > 0 ? setChoosing(student) : register(student, 1))}
              onPay={pay}
              onPayOnline={classInfo.onlinePayment ? payOnline : undefined}
            />
          ) : (
            <EmptyState
              icon={<IconUsers size={36} color="var(--mantine-color-gray-5)" />}
              text={t('enrolment.register.noChildren')}
            />
          )}
        </Stack>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="sm">
            {t('enrolment.register.paymentInfo')}
          </Title>
          {classInfo.paymentInfo ? (
            <RichHtml html={classInfo.paymentInfo} />
          ) : (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('enrolment.register.noPaymentInfo')}
            </Alert>
          )}
        </Paper>
      </Stack>
      <DurationModal
        student={choosing}
        offer={offer}
        loading={registerClass.isPending}
        onClose={() => setChoosing(null)}
        onConfirm={(duration) => choosing && register(choosing, duration)}
      />
    </Container>
  );
}
