int arr[2]; int (&r)[](arr);
