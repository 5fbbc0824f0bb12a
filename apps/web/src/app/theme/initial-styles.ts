/**
 * Mantine's styles for what every page shows from the first paint: the global styles, the building blocks other
 * components reuse, and the components of the sign-in and error pages. Components that only signed-in screens
 * use are in screen-styles.ts, loaded with the shell (decision 0018). Core styles come before other packages'.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Reused inside other components (Mantine's list of shared building blocks).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/ActionIcon.css';
// The sign-in page, the language picker, the error page and toasts.
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
