/**
 * The floor of bench:bundle: the smallest page that uses each library the app starts with
 * (React, MUI, Redux Toolkit with RTK Query, redux-persist, react-router, Firebase Auth,
 * i18next, notistack, socket.io-client, formik with yup, dayjs), built with the app's own
 * webpack chunking. What /login downloads is compared with what this page downloads.
 */
import { createRoot } from 'react-dom/client';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initializeApp } from 'firebase/app';
import { getAuth, onAuthStateChanged } from 'firebase/auth';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { SnackbarProvider } from 'notistack';
import { io } from 'socket.io-client';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ me: build.query<unknown, void>({ query: () => 'me' }) }),
});
const session = persistReducer<{ email: string }>({ key: 'floor', storage }, (state = { email: '' }) => state);
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, session },
  middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
});
persistStore(store);
onAuthStateChanged(getAuth(initializeApp({ apiKey: 'floor', authDomain: 'floor.invalid', projectId: 'floor' })), () => undefined);
void i18next.use(initReactI18next).init({ lng: 'fr', resources: { fr: { translation: { email: 'Adresse e-mail', send: 'Envoyer' } } } });
const socket = io({ autoConnect: false });

function Floor() {
  const { t } = useTranslation();
  const form = useFormik({
    initialValues: { email: '' },
    validationSchema: object({ email: string().email().required() }),
    onSubmit: () => void socket.connect(),
  });
  return (
    <form onSubmit={form.handleSubmit}>
      <TextField name="email" label={t('email')} value={form.values.email} onChange={form.handleChange} helperText={dayjs().format('LL')} />
      <Button type="submit" variant="contained">
        {t('send')}
      </Button>
    </form>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Floor /> }]);
createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ThemeProvider>
  </Provider>,
);
