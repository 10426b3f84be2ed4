template <typename T> concept C = ;
