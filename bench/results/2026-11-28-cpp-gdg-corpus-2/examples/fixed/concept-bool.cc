template<class T> concept bool C = true;
