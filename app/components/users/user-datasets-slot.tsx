/**
 * SLOT for the datasets feature: the user's public datasets on /users/{id} and /profile/{id}.
 * Replace the body (fetch `/api/v1/dataset/user/{userId}` or extend the page loader); keep the name.
 */
export function UserDatasetsSlot(_props: { userId: number }) {
  return null;
}
