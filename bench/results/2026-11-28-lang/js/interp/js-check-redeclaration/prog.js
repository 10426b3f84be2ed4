

        let product

        let product
